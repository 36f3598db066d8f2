import { http, HttpResponse } from 'msw';
import { FIELD_ERROR_TEXTS } from 'contract';
import type { SignedInAccount } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { httpClient } from './http';
import {
  cancelMyBooking,
  changePassword,
  confirmEmail,
  deleteAccount,
  downloadMyData,
  getMyBookings,
  getSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  updateAccount,
} from './account';
import * as entryCalls from './accountCalls';

const server = setupTestApi();

const account: SignedInAccount = {
  id: 7,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  login_id: 'asha34',
  email_confirmed: true,
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** Answers `answer` at `method path` and keeps the body it was sent. */
function answering(method: 'get' | 'post' | 'patch', path: string, answer: () => Response) {
  const sent: { body: unknown } = { body: undefined };
  server.use(
    http[method](apiPath(path), async ({ request }) => {
      sent.body = method === 'get' ? undefined : await request.json().catch(() => undefined);
      return answer();
    }),
  );
  return sent;
}

describe('the account calls', () => {
  it('send cookies with every call, so the session cookie reaches the API', () => {
    expect(httpClient.defaults.withCredentials).toBe(true);
  });

  it('sign up and answer the message, which is the same for a known address', async () => {
    const sent = answering('post', '/api/patents/', () =>
      HttpResponse.json({ message: FIELD_ERROR_TEXTS.signedUp, code: 'signedUp' }, { status: 201 }),
    );
    const registration = {
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      age: 34,
      gender: 'F' as const,
      login_id: 'asha34',
      password: 'a-long-password',
      consent: true,
    };
    await expect(signUp(registration)).resolves.toEqual({ message: FIELD_ERROR_TEXTS.signedUp, code: 'signedUp' });
    expect(sent.body).toEqual(registration);
  });

  it('confirm the e-mail with the token, and report a spent link by its code', async () => {
    const sent = answering('post', '/api/account/confirm/', () =>
      HttpResponse.json({ message: FIELD_ERROR_TEXTS.accountConfirmed, code: 'accountConfirmed' }),
    );
    await expect(confirmEmail({ token: 'tok-1', password: 'Chosen-Now-2026' })).resolves.toEqual({
      message: FIELD_ERROR_TEXTS.accountConfirmed,
      code: 'accountConfirmed',
    });
    expect(sent.body).toEqual({ token: 'tok-1', password: 'Chosen-Now-2026' });

    answering('post', '/api/account/confirm/', () =>
      HttpResponse.json({ message: FIELD_ERROR_TEXTS.confirmLinkInvalid, code: 'confirmLinkInvalid' }, { status: 400 }),
    );
    expect(await failureOf(confirmEmail({ token: 'tok-1', password: 'Chosen-Now-2026' }))).toMatchObject({
      message: FIELD_ERROR_TEXTS.confirmLinkInvalid,
      code: 'confirmLinkInvalid',
      status: 400,
    });
  });

  it('sign in with the account as the answer, and say why not otherwise', async () => {
    const sent = answering('post', '/api/login/', () => HttpResponse.json(account));
    await expect(signIn({ login_id: 'asha34', password: 'secret-pass' })).resolves.toEqual(account);
    expect(sent.body).toEqual({ login_id: 'asha34', password: 'secret-pass' });

    answering('post', '/api/login/', () =>
      HttpResponse.json({ message: 'Invalid login ID or password.' }, { status: 401 }),
    );
    expect(await failureOf(signIn({ login_id: 'asha34', password: 'x' }))).toMatchObject({
      message: 'Invalid login ID or password.',
      status: 401,
    });

    answering('post', '/api/login/', () =>
      HttpResponse.json({ message: 'Confirm your e-mail first.', code: 'emailUnconfirmed' }, { status: 403 }),
    );
    expect(await failureOf(signIn({ login_id: 'asha34', password: 'x' }))).toMatchObject({
      code: 'emailUnconfirmed',
      status: 403,
    });
  });

  it('answer the session as the account, as nobody on a 204 or a 401, and fail on anything else', async () => {
    answering('get', '/api/account/session/', () => HttpResponse.json(account));
    await expect(getSession()).resolves.toEqual(account);
    answering('get', '/api/account/session/', () => new HttpResponse(null, { status: 204 }));
    await expect(getSession()).resolves.toBeNull();
    answering('get', '/api/account/session/', () => HttpResponse.json({ message: 'Not signed in.' }, { status: 401 }));
    await expect(getSession()).resolves.toBeNull();
    answering('get', '/api/account/session/', () => HttpResponse.json({}, { status: 503 }));
    expect(await failureOf(getSession())).toMatchObject({ status: 503 });
  });

  it('refuse an answer that is not an account', async () => {
    answering('get', '/api/account/session/', () => HttpResponse.json({ detail: 'odd' }));
    expect(await failureOf(getSession())).toMatchObject({ message: 'Something went wrong' });
  });

  it('sign out here and everywhere', async () => {
    let calls: string[] = [];
    server.use(
      http.post(apiPath('/api/logout/'), () => {
        calls = [...calls, 'logout'];
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(apiPath('/api/account/sessions/end-all/'), () => {
        calls = [...calls, 'end-all'];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOut();
    await signOutEverywhere();
    expect(calls).toEqual(['logout', 'end-all']);
  });

  it("list the account's bookings and cancel one by its reference alone", async () => {
    const booking = {
      kind: 'doctor' as const,
      reference: 'DA-7K3M9Q',
      date: '2099-01-05',
      status: 'booked' as const,
      cancelled_at: null,
      can_cancel: true,
      doctor_name: 'Dr. Mehta',
      department_name: 'Cardiology',
      mode: 'OFF' as const,
    };
    answering('get', '/api/account/bookings/', () => HttpResponse.json({ upcoming: [booking], past: [] }));
    await expect(getMyBookings()).resolves.toEqual({ upcoming: [booking], past: [] });

    const cancelled = { ...booking, status: 'cancelled', can_cancel: false, cancelled_at: '2026-11-25T03:00:00Z' };
    const sent = answering('post', '/api/appointment/cancel/', () => HttpResponse.json(cancelled));
    await expect(cancelMyBooking('DA-7K3M9Q')).resolves.toEqual(cancelled);
    expect(sent.body).toEqual({ reference: 'DA-7K3M9Q' });

    answering('get', '/api/account/bookings/', () => HttpResponse.json([]));
    expect(await failureOf(getMyBookings())).toMatchObject({ message: 'Something went wrong' });
  });

  it('change the contact details with a PATCH and the password with its current one', async () => {
    const patched = answering('patch', '/api/account/', () => HttpResponse.json({ ...account, phone: '9811111111' }));
    await expect(updateAccount({ phone: '9811111111' })).resolves.toMatchObject({ phone: '9811111111' });
    expect(patched.body).toEqual({ phone: '9811111111' });

    const changed = answering('post', '/api/account/password/', () => new HttpResponse(null, { status: 204 }));
    await changePassword({ current_password: 'old-pass-1', new_password: 'a new long one' });
    expect(changed.body).toEqual({ current_password: 'old-pass-1', new_password: 'a new long one' });
  });

  it('download the data as a file, and delete the account with its password', async () => {
    server.use(
      http.get(apiPath('/api/account/export/'), () =>
        HttpResponse.json(
          { account, bookings: [] },
          { headers: { 'Content-Disposition': 'attachment; filename="my-data.json"' } },
        ),
      ),
    );
    const file = await downloadMyData();
    expect(JSON.parse(await file.text())).toEqual({ account, bookings: [] });

    const sent = answering('post', '/api/account/delete/', () => new HttpResponse(null, { status: 204 }));
    await deleteAccount('my-password');
    expect(sent.body).toEqual({ password: 'my-password' });
  });

  it('ask for a reset link and set a new password with its token', async () => {
    const asked = answering('post', '/api/account/password-reset/', () =>
      HttpResponse.json({ message: FIELD_ERROR_TEXTS.resetRequested, code: 'resetRequested' }, { status: 202 }),
    );
    await expect(requestPasswordReset('asha@example.in')).resolves.toEqual({
      message: FIELD_ERROR_TEXTS.resetRequested,
      code: 'resetRequested',
    });
    expect(asked.body).toEqual({ email: 'asha@example.in' });

    const reset = answering('post', '/api/account/password-reset/confirm/', () =>
      HttpResponse.json({ message: FIELD_ERROR_TEXTS.passwordReset, code: 'passwordReset' }),
    );
    await expect(resetPassword({ token: 'tok-2', password: 'a new long one' })).resolves.toEqual({
      message: FIELD_ERROR_TEXTS.passwordReset,
      code: 'passwordReset',
    });
    expect(reset.body).toEqual({ token: 'tok-2', password: 'a new long one' });
  });

  it('fail with no answer as a network error', async () => {
    server.use(http.post(apiPath('/api/logout/'), () => HttpResponse.error()));
    expect(await failureOf(signOut())).toMatchObject({ isNetworkError: true });
  });

  it("are the entries' calls too, loaded on first use", async () => {
    const sent = answering('post', '/api/login/', () => HttpResponse.json(account));
    await expect(entryCalls.signIn({ login_id: 'asha34', password: 'secret-pass' })).resolves.toEqual(account);
    expect(sent.body).toEqual({ login_id: 'asha34', password: 'secret-pass' });
    answering('post', '/api/account/confirm/', () =>
      HttpResponse.json({ message: 'Spent.', code: 'confirmLinkInvalid' }, { status: 400 }),
    );
    expect(await failureOf(entryCalls.confirmEmail({ token: 'tok', password: 'Chosen-Now-2026' }))).toMatchObject({
      code: 'confirmLinkInvalid',
    });
  });
});
