import { ValidationError } from 'yup';
import { staffAccountCreateSchema, staffEnrolmentCompleteSchema, staffSignInSchema } from './staff';

/** Each field's first problem code for this input; {} when it passes. */
function codes(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const inner of error.inner) {
      const code = (inner.message as unknown as { code: string }).code;
      if (inner.path && !(inner.path in found)) found[inner.path] = code;
    }
    return found;
  }
}

const signIn = (code: unknown) => codes(staffSignInSchema(), { email: 'desk@example.in', password: 'p', code }).code;
const enrol = (code: string) =>
  codes(staffEnrolmentCompleteSchema(), { token: 't', password: 'a long enough one', code }).code;

describe('a staff password', () => {
  test.each([
    ['', 'passwordRequired'],
    ['short pass', 'staffPasswordShort'],
    ['eleven char', 'staffPasswordShort'],
    [' '.repeat(12), 'passwordBlank'],
    ['x'.repeat(129), 'passwordLong'],
    ['Surajkund mela 2026', undefined],
  ])('%j is %s', (password, code) => {
    expect(codes(staffEnrolmentCompleteSchema(), { token: 't0ken', password, code: '123456' }).password).toBe(code);
  });

  test('a short one is told the minimum', () => {
    expect(() =>
      staffEnrolmentCompleteSchema().validateSync({ token: 't', password: 'short', code: '123456' }),
    ).toThrow(
      expect.objectContaining({
        message: expect.objectContaining({ code: 'staffPasswordShort', params: { min: 12 } }),
      }),
    );
  });
});

describe('the second factor’s code', () => {
  test.each([
    ['123456', undefined],
    ['123 456', undefined],
    ['abcde-fghjk', undefined],
    ['ABCDE FGHJK', undefined],
    ['abcdefghjk', undefined],
    ['', 'codeRequired'],
    ['12345', 'staffCode'],
    ['abcde-fghj0', 'staffCode'],
  ])('at sign-in %j is %s', (code, expected) => {
    expect(signIn(code)).toBe(expected);
  });

  test('at enrolment only the app’s 6 digits will do, spaces and all', () => {
    expect(enrol('123 456')).toBeUndefined();
    expect(enrol('abcde-fghjk')).toBe('totpCode');
    expect(enrol('')).toBe('codeRequired');
  });

  test('the typed code reaches the server without its spaces and in lower case', () => {
    expect(staffSignInSchema().validateSync({ email: 'a@b.in', password: 'p', code: ' ABCDE FGHJK ' }).code).toBe(
      'abcdefghjk',
    );
  });
});

describe('a new staff account', () => {
  test('names its role among the three', () => {
    expect(codes(staffAccountCreateSchema(), { email: 'a@b.in', name: 'Asha Rani', role: 'reception' })).toEqual({});
    expect(codes(staffAccountCreateSchema(), { email: 'a@b.in', name: 'Asha Rani', role: 'doctor' })).toEqual({
      role: 'staffRole',
    });
    expect(codes(staffAccountCreateSchema(), { email: 'nope', name: '', role: undefined })).toEqual({
      email: 'email',
      name: 'nameRequired',
      role: 'roleRequired',
    });
  });
});
