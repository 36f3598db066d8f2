import { ValidationError } from 'yup';
import { accountEditSchema, passwordChangeSchema, passwordResetConfirmSchema, sessionCancelSchema } from './accounts';
import { NEW_PASSWORD_CODES, registrationSchema } from './schemas';

/** The code of the first problem the schema reports for this input, or null when it passes. */
function firstCode(schema: { validateSync: (value: unknown) => unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.errors[0] as unknown as { code: string }).code;
  }
}

describe('a new password', () => {
  test.each([
    ['', 'passwordRequired'],
    ['short', 'passwordShort'],
    ['        ', 'passwordBlank'],
    ['x'.repeat(129), 'passwordLong'],
    ['Surajkund mela 2026', null],
  ])('%j is %s', (password, code) => {
    expect(firstCode(passwordResetConfirmSchema(), { token: 't0ken', password })).toBe(code);
  });

  test('every code the rule reports is listed for the forms', () => {
    expect(NEW_PASSWORD_CODES).toEqual(['passwordRequired', 'passwordLong', 'passwordShort', 'passwordBlank']);
  });

  test('sign-up and change password use the same rule; the current password is only required', () => {
    const registration = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9810012345',
      age: 30,
      gender: 'M',
      login_id: 'ravi30',
      password: '        ',
      consent: true,
    };
    expect(firstCode(registrationSchema(), registration)).toBe('passwordBlank');
    expect(firstCode(passwordChangeSchema(), { current_password: 'x', new_password: '        ' })).toBe(
      'passwordBlank',
    );
    expect(firstCode(passwordChangeSchema(), { new_password: 'Long enough 1' })).toBe('currentPasswordRequired');
  });
});

test('the account edit takes a name or a phone, each optional', () => {
  expect(accountEditSchema().validateSync({ phone: '+91 98100 12345' })).toEqual({ phone: '9810012345' });
  expect(firstCode(accountEditSchema(), {})).toBeNull();
  expect(firstCode(accountEditSchema(), { name: 'R2D2' })).toBe('name');
});

test('the owner’s cancel names only a well-formed reference', () => {
  expect(firstCode(sessionCancelSchema(), { reference: '' })).toBe('referenceRequired');
  expect(firstCode(sessionCancelSchema(), { reference: 'apt-000019' })).toBeNull();
});
