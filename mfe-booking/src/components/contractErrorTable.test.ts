import {
  LIMITS,
  MESSAGES,
  contactMessageSchema,
  doctorAppointmentSchema,
  labAppointmentSchema,
  loginSchema,
  manageBookingSchema,
  registrationSchema,
} from 'contract';
import type { AnyObjectSchema } from 'yup';
import { CONTRACT_ERRORS, HINDI_ERRORS as hindi, contractErrorKey, knownContractError } from './contractErrorTable';

/** Every message a schema gives for these values, field by field. */
async function messagesFor(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return ((error as { inner: { message: string }[] }).inner ?? []).map((issue) => issue.message);
  }
}

const long = (length: number) => 'a'.repeat(length + 1);

/** Inputs that break each rule of each form once: empty, wrong shape, too long, out of range. */
const BAD_INPUTS: [AnyObjectSchema, Record<string, unknown>[]][] = [
  [
    doctorAppointmentSchema,
    [
      {},
      { department: 'x', doctor: '0', date: '2020-01-01', mode: 'X', email: 'a@', phone: '12', consent: false },
      { date: '2026-02-30', patient_name: long(LIMITS.nameMax), address: long(LIMITS.addressMax) },
      { date: '2999-01-01', message: long(LIMITS.messageMax), email: `${long(LIMITS.emailMax)}@x.in` },
      { patient_name: 'a\u0000b' },
      { patient_name: 'Pay at http://evil.example' },
      { patient_name: 'R' },
    ],
  ],
  [
    labAppointmentSchema,
    [
      {},
      { lab: '-1', test: 'x', age: '0' },
      { age: '121' },
      { age: 'abc' },
      { package: 'x', collection: 'x' },
      { package: '1', lab: '1', test: '2', collection: 'home' },
      { collection: 'home', pincode: '12' },
      { collection: 'home', pincode: '110001', collection_window: '99-99' },
    ],
  ],
  [
    contactMessageSchema,
    [{}, { name: '  ', subject: long(LIMITS.subjectMax), message: long(LIMITS.messageMax), phone: '123' }],
  ],
  [
    registrationSchema,
    [
      {},
      { gender: 'X', login_id: 'a', password: 'short' },
      { login_id: 'with space', password: long(LIMITS.passwordMax) },
      { login_id: long(LIMITS.loginIdMax) },
    ],
  ],
  [loginSchema, [{}]],
  [manageBookingSchema, [{}, { reference: 'X-1', contact: 'asha@' }]],
];

describe('the contract errors table', () => {
  it('knows every message the shared schemas give, so each has its Hindi', async () => {
    const seen = new Set<string>();
    for (const [schema, inputs] of BAD_INPUTS) {
      for (const values of inputs) (await messagesFor(schema, values)).forEach((message) => seen.add(message));
    }
    expect(seen.size).toBeGreaterThan(35);
    const unknown = [...seen].filter((message) => knownContractError(message) === null);
    expect(unknown).toEqual([]);
  });

  it("knows the contract's own message constants", () => {
    for (const message of Object.values(MESSAGES)) expect(knownContractError(message)).not.toBeNull();
  });

  it('has a Hindi text for every key, in Devanagari, with the same placeholders', () => {
    for (const [key, english] of Object.entries(CONTRACT_ERRORS)) {
      const text = hindi[key as keyof typeof hindi];
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text.match(/\{\w+\}/g) ?? []).toEqual(english.match(/\{\w+\}/g) ?? []);
    }
  });

  it("gives the Hindi the contract's numbers", () => {
    expect(hindi.loginIdShort).toContain(String(LIMITS.loginIdMin));
    expect(hindi.loginIdLong).toContain(String(LIMITS.loginIdMax));
    expect(hindi.passwordShort).toContain(String(LIMITS.passwordMin));
    expect(hindi.passwordLong).toContain(String(LIMITS.passwordMax));
    expect(hindi.dateTooFar).toContain(String(LIMITS.visitHorizonMonths));
    expect(hindi.age).toContain(`${LIMITS.ageMin} से ${LIMITS.ageMax}`);
  });

  it('reads "Must be at most N characters" with its number', () => {
    expect(knownContractError('Must be at most 500 characters')).toEqual({ key: 'tooLong', values: { max: '500' } });
  });

  it('falls back to what to fix in the field when the API words it its own way', () => {
    expect(contractErrorKey('Dr. X is not in Cardiology', 'doctor')).toEqual({ key: 'doctorFromList' });
    expect(contractErrorKey('LFT is not offered by Central Lab', 'test')).toEqual({ key: 'testFromList' });
    expect(contractErrorKey('Something odd', 'address')).toEqual({ key: 'checkField' });
    expect(contractErrorKey('Please choose a doctor', 'doctor')).toEqual({ key: 'doctorRequired' });
  });
});
