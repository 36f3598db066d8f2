import type { Account } from 'contract';
import { onFreshApi, postJson } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const registration = {
  name: 'Deepak Sharma',
  email: 'deepak.sharma@example.com',
  phone: '9873456789',
  age: 42,
  gender: 'M',
  login_id: 'deepak42',
  password: 'Faridabad@2025',
  consent: true,
};

describe('registration', () => {
  test('answers 201 {message} and stores a scrypt hash, never the password', async () => {
    const response = await postJson(api, '/api/patents/', registration);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Registered successfully') });
    const row = await api.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('login_id', '=', 'deepak42')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain(registration.password);
    expect(row.consent_at).toBeInstanceOf(Date);
  });

  test('a taken login ID is a 400 with a message, whatever its case', async () => {
    const response = await postJson(api, '/api/patents/', {
      ...registration,
      email: 'other@example.com',
      login_id: 'DEEPAK42',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This login ID is already taken. Please choose another.',
      code: 'loginIdTaken',
      errors: { login_id: 'This login ID is already taken. Please choose another.' },
      issues: { login_id: { code: 'loginIdTaken' } },
    });
  });

  test('a taken email is a 400 with a message, whatever its case', async () => {
    const response = await postJson(api, '/api/patents/', {
      ...registration,
      email: 'Deepak.Sharma@Example.com',
      login_id: 'deepak_s',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'An account with this email already exists. Please log in instead.',
      code: 'emailTaken',
      errors: { email: 'An account with this email already exists. Please log in instead.' },
      issues: { email: { code: 'emailTaken' } },
    });
  });

  test('two registrations racing for one login ID: one account, one 400', async () => {
    const attempt = (email: string) => postJson(api, '/api/patents/', { ...registration, email, login_id: 'racer' });
    const statuses = (await Promise.all([attempt('a@example.com'), attempt('b@example.com')])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 400]);
    const rows = await api.app.db.selectFrom('accounts').select('id').where('login_id', '=', 'racer').execute();
    expect(rows).toHaveLength(1);
  });

  test.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['age', 'Age is required'],
    ['gender', 'Please choose a gender'],
    ['login_id', 'Login ID is required'],
    ['password', 'Password is required'],
    ['consent', 'Please agree to the privacy notice to continue'],
  ])('%s is required', async (field, text) => {
    const body: Record<string, unknown> = { ...registration, login_id: 'fresh_user', email: 'fresh@example.com' };
    delete body[field];
    const response = await postJson(api, '/api/patents/', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: { [field]: text },
      issues: { [field]: { code: expect.any(String) } },
    });
  });

  test.each([
    [{ gender: 'X' }, 'gender', 'Please choose Male, Female or Other'],
    [{ age: 'forty' }, 'age', 'Age must be a whole number from 1 to 120'],
    [{ age: 130 }, 'age', 'Age must be a whole number from 1 to 120'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ email: 'deepak' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ login_id: 'with space' }, 'login_id', 'Login ID may use letters, digits, dot, dash and underscore'],
    [{ role: 'admin' }, 'role', 'Unknown field'],
  ])('%j is refused', async (overrides, field, text) => {
    const response = await postJson(api, '/api/patents/', {
      ...registration,
      login_id: 'fresh_user',
      email: 'fresh@example.com',
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: text });
  });
});

describe('login', () => {
  test('the right password answers 200 with the account, without its hash', async () => {
    const response = await postJson(api, '/api/login/', { login_id: 'deepak42', password: registration.password });
    expect(response.status).toBe(200);
    const account = (await response.json()) as Account;
    expect(account).toEqual({
      id: expect.any(Number),
      name: 'Deepak Sharma',
      email: 'deepak.sharma@example.com',
      phone: '9873456789',
      age: 42,
      gender: 'M',
      login_id: 'deepak42',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(account)).not.toMatch(/scrypt|password/);
  });

  test('the login ID is matched whatever its case', async () => {
    const response = await postJson(api, '/api/login/', { login_id: 'Deepak42', password: registration.password });
    expect(response.status).toBe(200);
  });

  test.each([
    ['a wrong password', { login_id: 'deepak42', password: 'faridabad@2025' }],
    ['an unknown login ID', { login_id: 'nobody', password: registration.password }],
  ])('%s answers 401 {message}', async (_case, body) => {
    const response = await postJson(api, '/api/login/', body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid login ID or password.' });
  });

  test('missing fields are a 400 naming them', async () => {
    const response = await postJson(api, '/api/login/', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: { login_id: 'Login ID is required', password: 'Password is required' },
      issues: { login_id: { code: 'loginIdRequired' }, password: { code: 'passwordRequired' } },
    });
  });
});
