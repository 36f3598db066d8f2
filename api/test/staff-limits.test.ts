/**
 * The desks of a hospital may share one address (its NAT): a signed-in member's POSTs are counted
 * per session (120 a minute), not in the client's `API_RATE_LIMIT`, while sign-in and enrolment keep
 * the per-client allowance.
 */
import type { StaffAccountCreated } from 'contract';
import { STAFF_SESSION_POSTS_PER_MINUTE } from '../src/features/staff/plugin';
import { call, enrolledMember, freshStaffApi, newEmail } from './staff-helpers';

const api = freshStaffApi({ API_RATE_LIMIT: '5' });
const NAT = '10.40.0.1';

test('a signed-in admin makes more POSTs than the address’s allowance, up to the session’s own', async () => {
  const admin = await enrolledMember(api, 'admin', '10.40.9.9');
  const create = () =>
    call<StaffAccountCreated>(api, 'POST', '/api/staff/accounts/', {
      cookie: admin.cookie,
      ip: NAT,
      body: { email: newEmail('many'), name: 'Many Members', role: 'reception' },
    });
  for (let made = 0; made < STAFF_SESSION_POSTS_PER_MINUTE; made += 1) {
    const answer = await create();
    expect({ made, status: answer.status }).toEqual({ made, status: 201 });
  }
  const over = await create();
  expect(over.status).toBe(429);
  expect(over.body.code).toBe('tooManyRequests');
});

test('sign-in from one address keeps the per-client allowance', async () => {
  const tries = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    tries.push(
      (
        await call(api, 'POST', '/api/staff/session/', {
          ip: '10.41.0.1',
          body: { email: newEmail('x'), password: 'whatever it is', code: '123456' },
        })
      ).status,
    );
  }
  expect(tries).toEqual([401, 401, 401, 401, 401, 429]);
});
