import type * as yup from 'yup';
import type * as Contract from './index';

/** Loads the contract afresh with yup's schema constructors counted. */
async function contractWithCountedSchemas() {
  const built = { count: 0 };
  const counted =
    <Make extends (...args: never[]) => unknown>(make: Make) =>
    (...args: Parameters<Make>) => {
      built.count += 1;
      return make(...args);
    };
  let contract: typeof Contract | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('yup', () => {
      const actual = jest.requireActual<typeof yup>('yup');
      return {
        ...actual,
        object: counted(actual.object),
        string: counted(actual.string),
        mixed: counted(actual.mixed),
        number: counted(actual.number),
        boolean: counted(actual.boolean),
      };
    });
    contract = await import('./index');
  });
  if (!contract) throw new Error('the contract did not load');
  return { contract, built };
}

describe('the schemas', () => {
  it('are not built when the contract is loaded, so a page without a form pays nothing for them', async () => {
    const { built } = await contractWithCountedSchemas();
    // One shape check for the booking contact's e-mail is made at load; no payload schema is.
    expect(built.count).toBeLessThanOrEqual(1);
  });

  it('are built once, on first use, and only the one asked for', async () => {
    const { contract, built } = await contractWithCountedSchemas();
    const atLoad = built.count;
    const first = contract.labAppointmentSchema();
    const forLab = built.count - atLoad;
    expect(forLab).toBeGreaterThan(0);
    expect(contract.labAppointmentSchema()).toBe(first);
    expect(built.count - atLoad).toBe(forLab);
    contract.loginSchema();
    expect(built.count - atLoad - forLab).toBeGreaterThan(0);
    expect(built.count - atLoad - forLab).toBeLessThan(forLab);
  });

  it('each name the fields of its payload once built', async () => {
    const { contract } = await contractWithCountedSchemas();
    expect(Object.keys(contract.loginSchema().fields)).toEqual(['login_id', 'password']);
    expect(Object.keys(contract.accessCodeSchema().fields)).toEqual(['code']);
  });
});
