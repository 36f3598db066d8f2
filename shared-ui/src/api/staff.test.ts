import { http, HttpResponse } from 'msw';
import { apiPath, setupTestApi } from '../testing';
import { ApiError } from './client';
import * as entryCalls from '../staff/staffCalls';

const server = setupTestApi();

const STAFF = { id: 4, email: 'ravi@hospital.example', name: 'Ravi Kumar', role: 'reception' } as const;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

// Through shared-ui/staff's stand-ins, as the desk calls them: each loads the calls' chunk on first use.
const {
  completeStaffEnrolment,
  endStaffSession,
  getStaffEnrolment,
  getStaffSession,
  getStaffSessions,
  signInStaff,
  signOutStaff,
} = entryCalls;

describe('the staff calls', () => {
  it('signs in with e-mail, password and code, and answers the member', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/api/staff/session/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ staff: STAFF });
      }),
    );
    expect(await signInStaff({ email: STAFF.email, password: 'long password here', code: '123456' })).toEqual(STAFF);
    expect(sent).toEqual({ email: STAFF.email, password: 'long password here', code: '123456' });
  });

  it('fails a refused sign-in with its status and code', async () => {
    server.use(
      http.post(apiPath('/api/staff/session/'), () =>
        HttpResponse.json({ code: 'staffSignInSlowed', params: { after: 60 } }, { status: 429 }),
      ),
    );
    const error = await failureOf(signInStaff({ email: STAFF.email, password: 'x', code: '123456' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'staffSignInSlowed', params: { after: 60 } });
  });

  it('reads the session: the member, or null when nobody is signed in', async () => {
    server.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: STAFF })));
    expect(await getStaffSession()).toEqual(STAFF);
    server.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({}, { status: 401 })));
    expect(await getStaffSession()).toBeNull();
    server.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.error()));
    expect(await failureOf(getStaffSession())).toMatchObject({ isNetworkError: true });
  });

  it('ends this session and another one by DELETE, the id in the path', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(apiPath('/api/staff/session/'), () => {
        deleted.push('this');
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(apiPath('/api/staff/sessions/:id/'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOutStaff();
    await endStaffSession('a b');
    expect(deleted).toEqual(['this', 'a b']);
  });

  it('lists the sessions, and refuses an answer that is not a list', async () => {
    const session = {
      id: 's1',
      created_at: '2026-12-06T03:30:00Z',
      last_seen_at: '2026-12-06T03:30:00Z',
      expires_at: '2026-12-06T15:30:00Z',
      network: '10.0.0.0/24',
      user_agent: 'Firefox',
      current: true,
    };
    server.use(http.get(apiPath('/api/staff/sessions/'), () => HttpResponse.json([session])));
    expect(await getStaffSessions()).toEqual([session]);
    server.use(http.get(apiPath('/api/staff/sessions/'), () => HttpResponse.json({ sessions: 'none' })));
    expect(await failureOf(getStaffSessions())).toMatchObject({ isInvalidData: true });
  });

  it('reads an enrolment by its token in the body, and completes it with the recovery codes', async () => {
    const bodies: unknown[] = [];
    const enrolment = {
      email: STAFF.email,
      name: STAFF.name,
      role: 'reception',
      totp: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
    };
    server.use(
      http.post(apiPath('/api/staff/enrolment/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(enrolment);
      }),
      http.post(apiPath('/api/staff/enrolment/complete/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ staff: STAFF, recovery_codes: ['abcde-fghjk'] });
      }),
    );
    expect(await getStaffEnrolment('t0ken')).toEqual(enrolment);
    expect(await completeStaffEnrolment({ token: 't0ken', password: 'long password here', code: '123456' })).toEqual({
      staff: STAFF,
      recovery_codes: ['abcde-fghjk'],
    });
    expect(bodies).toEqual([{ token: 't0ken' }, { token: 't0ken', password: 'long password here', code: '123456' }]);
  });

  it('fails an unknown enrolment link with the 404 and its code', async () => {
    server.use(
      http.post(apiPath('/api/staff/enrolment/'), () =>
        HttpResponse.json({ code: 'staffEnrolmentInvalid' }, { status: 404 }),
      ),
    );
    expect(await failureOf(getStaffEnrolment('gone'))).toMatchObject({ status: 404, code: 'staffEnrolmentInvalid' });
  });
});
