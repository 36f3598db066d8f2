/**
 * Leave's confirmation killed (SIGKILL) inside the third booking's cancellation, before its commit:
 * after a restart the first two are cancelled with one e-mail and one SMS each, the others are
 * untouched and unsent; the confirmation posted again with the same list does the rest, and every
 * booking ends cancelled once with exactly one of each.
 */
import type { LeaveSaved } from 'contract';
import { deadTransactionsEnded, sendUntilKilled } from './crash';
import { seedBooking } from './desk-helpers';
import { createStore, startApi } from './helpers';
import type { TestApi, TestStore } from './helpers';
import { call, enrolledMember } from './staff-helpers';
import type { StaffApi } from './staff-helpers';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
});

afterAll(async () => {
  await store.dispose();
});

/** The API on the real clock, as the staff helpers take it (the child API checks sessions on it too). */
function onRealClock(api: TestApi): StaffApi {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  return Object.assign(api, { clock, routes: [], store });
}

async function state(api: TestApi, references: string[]) {
  return Promise.all(
    references.map(async (reference) => {
      const row = await api.app.db
        .selectFrom('doctor_appointments')
        .select('status')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const mails = await api.app.db.selectFrom('outbox').select('id').where('reference', '=', reference).execute();
      const texts = await api.app.db
        .selectFrom('notices')
        .select('id')
        .where('reference', '=', reference)
        .where('kind', '=', 'unavailable')
        .execute();
      return [row.status, mails.length, texts.length];
    }),
  );
}

test('killed halfway through a confirmation, restarted and posted again: each booking cancelled and told once', async () => {
  let api = await startApi(store);
  const day = '2027-01-04';
  const references: string[] = [];
  let cookie = '';
  let leaveId = 0;
  try {
    const staffApi = onRealClock(api);
    cookie = (await enrolledMember(staffApi, 'opd_manager')).cookie;
    for (const [index, slot] of ['09:00', '09:15', '09:30', '09:45', '10:00'].entries()) {
      references.push(
        await seedBooking(staffApi, { date: day, slot, name: 'Kiran Bala', email: `killed.${index}@example.com` }),
      );
    }
    const saved = await call<LeaveSaved>(api, 'POST', '/api/staff/leave/', {
      cookie,
      body: { doctor: 1, from: day, to: day, reason: 'On leave' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.hits.map((hit) => hit.reference)).toEqual(references);
    leaveId = saved.body.leave.id;
  } finally {
    await api.app.close();
  }

  const post = (base: string) =>
    fetch(`${base}/api/staff/leave/${leaveId}/confirm/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `staff_session=${cookie}` },
      body: JSON.stringify({ references }),
    });
  await sendUntilKilled(store, 'leave-cancelling-3', post);
  await deadTransactionsEnded(store);

  api = await startApi(store);
  try {
    expect(await state(api, references)).toEqual([
      ['cancelled', 1, 1],
      ['cancelled', 1, 1],
      ['booked', 0, 0],
      ['booked', 0, 0],
      ['booked', 0, 0],
    ]);
    const again = await post(api.baseUrl);
    expect(again.status).toBe(200);
    expect(await state(api, references)).toEqual(references.map(() => ['cancelled', 1, 1]));
  } finally {
    await api.app.close();
  }
});
