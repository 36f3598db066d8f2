/**
 * The day list's live feed (issue 47): a booking made on the site and a change made at a desk each
 * reach an open stream as `event: booking` with the day, the doctor and the reference only; a
 * change that rolled back reaches nobody; the stream is the desk's alone, and it ends with its
 * staff session. Across two instances: test/postgres/desk-events-two-instances.test.ts.
 */
import type { DoctorAppointmentCreated } from 'contract';
import { announceBookingChange } from '../src/features/appointments';
import { generateBookingReference } from '../src/features/appointments/reference';
import { act, DESK_DAY, seedBooking } from './desk-helpers';
import { openEvents } from './desk-events-helpers';
import type { EventStream } from './desk-events-helpers';
import { formData, postForm, validDoctorBooking } from './helpers';
import { enrolledMember, freshStaffApi, MINUTE } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let desk: Member;
let stream: EventStream;

beforeAll(async () => {
  desk = await enrolledMember(api, 'reception');
  stream = await openEvents(api, desk);
});

afterAll(() => stream.close());

test('only a signed-in desk may open it: 401 without a session, 403 for another role', async () => {
  const signedOut = await openEvents(api, null);
  expect(signedOut.status).toBe(401);
  const admin = await openEvents(api, await enrolledMember(api, 'admin'));
  expect(admin.status).toBe(403);
});

test('it is an event stream, never stored, that says how soon to reconnect', async () => {
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers.get('cache-control')).toBe('no-store');
  expect(await stream.next()).toEqual({ event: 'retry', data: '3000' });
});

test('a booking made on the site arrives with its day, doctor and reference, and nothing else', async () => {
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  expect(response.status).toBe(201);
  const booked = (await response.json()) as DoctorAppointmentCreated;
  const event = await stream.next('booking');
  expect(JSON.parse(event.data)).toEqual({ date: booked.date, doctor: 1, reference: booked.reference });
});

test('a change at a desk arrives; one that rolled back never does', async () => {
  const reference = await seedBooking(api, { slot: '10:00' });
  const rolledBack = generateBookingReference('APT');
  await expect(
    api.app.db.transaction().execute(async (trx) => {
      await announceBookingChange(trx, { date: DESK_DAY, doctor: 1, reference: rolledBack });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const arrived = await act(api, desk, reference, 'arrive', { version: 1 });
  expect(arrived.status).toBe(200);
  // The first event after the rolled-back one is the arrival's.
  expect(JSON.parse((await stream.next('booking')).data)).toEqual({ date: DESK_DAY, doctor: 1, reference });
});

test('a heartbeat keeps it open while the session lives; an idle session ends it', async () => {
  await api.app.deskEvents.beat();
  expect(await stream.next()).toEqual({ event: ':', data: 'heartbeat' });
  // Listening is not using the desk: 31 minutes later the session is idle, and the stream goes.
  api.clock.advance(31 * MINUTE);
  await api.app.deskEvents.beat();
  await stream.ended;
  expect(api.app.deskEvents.size).toBe(0);
});
