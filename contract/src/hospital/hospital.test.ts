import { hospitalFactsSchema } from '../hospitalFactsSchema';
import { HOSPITAL_FACT_DEFAULTS, hospitalFactsInForce } from './defaults';
import { HOSPITAL, setHospitalFacts, telHref } from './hospital';
import type * as HospitalModule from './hospital';
import { HOSPITAL_HI, hospitalAddressIn } from './hospitalHi';

const validFacts = { ...HOSPITAL_FACT_DEFAULTS, version: 0 };

async function issuesOf(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await hospitalFactsSchema().validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: unknown }[] };
    return Object.fromEntries(inner.map(({ path, message }) => [path, (message as { code: string }).code]));
  }
}

afterEach(() => setHospitalFacts(HOSPITAL_FACT_DEFAULTS));

describe('the hospital facts in force', () => {
  it('are the defaults until a reader puts others in force, then those everywhere', () => {
    expect(HOSPITAL.emergencyPhone).toBe('+91 129 400 0108');
    setHospitalFacts({ ...HOSPITAL_FACT_DEFAULTS, emergencyPhone: '+91 129 411 1108', addressHi: 'नया पता 1' });

    expect(HOSPITAL.emergencyPhone).toBe('+91 129 411 1108');
    expect(telHref(HOSPITAL.emergencyPhone)).toBe('tel:+911294111108');
    expect(HOSPITAL_HI.address).toBe('नया पता 1');
    expect(hospitalAddressIn('en')).toBe(HOSPITAL_FACT_DEFAULTS.address);
  });

  it('are shared by every copy of the module a page bundles (kept on globalThis)', async () => {
    setHospitalFacts({ ...HOSPITAL_FACT_DEFAULTS, supportPhone: '+91 98100 00000' });
    let copy: typeof HospitalModule | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof HospitalModule>('./hospital');
    });

    expect(copy?.HOSPITAL.supportPhone).toBe('+91 98100 00000');
  });

  it('take only known facts: a field the page or API does not know stays out', () => {
    setHospitalFacts({ emergencyPhone: '+91 129 411 1108', ...({ injected: 'x', version: 3 } as object) });

    expect(HOSPITAL.emergencyPhone).toBe('+91 129 411 1108');
    expect(hospitalFactsInForce()).not.toHaveProperty('injected');
    expect(hospitalFactsInForce()).not.toHaveProperty('version');
  });
});

describe('hospitalFactsSchema', () => {
  it('accepts the defaults with a version', async () => {
    await expect(issuesOf(validFacts)).resolves.toEqual({});
  });

  it('names each fact that breaks its rule', async () => {
    await expect(
      issuesOf({
        ...validFacts,
        emergencyPhone: '0129 400 0108',
        messagingNumber: '+91 129 400 0000',
        email: 'care@',
        address: ' ',
        latitude: 51.5,
        longitude: 'east',
        openingHours: 'x'.repeat(61),
      }),
    ).resolves.toEqual({
      emergencyPhone: 'factPhone',
      messagingNumber: 'factMessagingNumber',
      email: 'email',
      address: 'factRequired',
      latitude: 'factLatitude',
      longitude: 'factLongitude',
      openingHours: 'tooLong',
    });
  });

  it('refuses an unknown field and a missing version', async () => {
    const { version: _version, ...withoutVersion } = validFacts;
    await expect(issuesOf(withoutVersion)).resolves.toEqual({ version: 'factsVersionRequired' });
    await expect(
      hospitalFactsSchema().validate({ ...validFacts, website: 'x' }, { stripUnknown: false }),
    ).rejects.toMatchObject({
      message: { code: 'unknownField', params: { fields: 'website' } },
    });
  });
});
