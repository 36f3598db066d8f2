/**
 * A reschedule is one transaction: killed (SIGKILL) after the booking has moved to its new slot but
 * before the commit, the booking is still at its old slot after a restart, the new slot is free, and
 * no "moved" e-mail was queued.
 */
import type { AvailabilityDay, DoctorAppointmentCreated } from 'contract';
import { createStore, formData, nextDoctorSlot, postForm, SITE_ORIGIN, startApi, validDoctorBooking } from './helpers';
import type { TestApi, TestStore } from './helpers';
import { deadTransactionsEnded, sendUntilKilled } from './crash';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
});

afterAll(async () => {
  await store.dispose();
});

/** Sends one reschedule to an API that kills itself once the reschedule has moved the booking. */
async function rescheduleUntilKilled(body: Record<string, string>): Promise<void> {
  await sendUntilKilled(store, 'reschedule-moved', (base) =>
    fetch(`${base}/api/appointment/reschedule/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify(body),
    }),
  );
}

async function available(api: TestApi, day: string, start: string): Promise<boolean | undefined> {
  const response = await fetch(`${api.baseUrl}/api/doctor/availability/?doctor=1&from=${day}&to=${day}`);
  const days = (await response.json()) as AvailabilityDay[];
  return days[0]?.slots.find((slot) => slot.start === start)?.available;
}

test('killed between moving the booking and the commit: the old slot is still held, the new one free', async () => {
  let api = await startApi(store);
  let booking: DoctorAppointmentCreated;
  try {
    const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
    expect(response.status).toBe(201);
    booking = (await response.json()) as DoctorAppointmentCreated;
  } finally {
    await api.app.close();
  }
  const target = nextDoctorSlot();

  await rescheduleUntilKilled({
    reference: booking.reference,
    access: booking.access,
    date: target.date,
    slot_start: target.slot_start,
  });
  await deadTransactionsEnded(store);

  api = await startApi(store);
  try {
    const row = await api.app.db
      .selectFrom('doctor_appointments')
      .select([(eb) => eb.fn<string>('to_char', [eb.ref('visit_date'), eb.val('YYYY-MM-DD')]).as('day'), 'slot_start'])
      .select('status')
      .where('reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ day: booking.date, slot_start: booking.slot_start, status: 'booked' });
    expect(await available(api, booking.date, booking.slot_start)).toBe(false);
    expect(await available(api, target.date, target.slot_start)).toBe(true);
    const moved = await api.app.db
      .selectFrom('outbox')
      .select('id')
      .where('reference', '=', booking.reference)
      .where('subject', 'like', 'Appointment moved%')
      .execute();
    expect(moved).toEqual([]);
  } finally {
    await api.app.close();
  }
});
