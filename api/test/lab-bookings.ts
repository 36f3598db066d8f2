/**
 * What the lab booking test files share: the booking endpoint, bookings each with its own e-mail
 * address and phone, and a refusal that must leave no booking and no e-mail behind.
 */
import { sql } from 'kysely';
import type { LabAppointment } from 'contract';
import { formData, ownContact, postForm, validLabBooking } from './helpers';
import type { TestApi } from './helpers';

export const LAB_BOOKING_PATH = '/api/appointment/labappointment/';

/** A valid lab booking from its own contact (`ownContact`), so no limit per recipient or contact meets a test. */
export function ownAddressLabBooking(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  return validLabBooking({ ...ownContact(name), ...overrides });
}

/** Books these fields (201): the booking's answer. */
export async function bookLab(api: TestApi, fields: Record<string, string>): Promise<LabAppointment> {
  const response = await postForm(api, LAB_BOOKING_PATH, formData(fields));
  expect(response.status).toBe(201);
  return (await response.json()) as LabAppointment;
}

/** The lab bookings and e-mails stored. */
export async function labBookingCounts(api: TestApi): Promise<{ bookings: number; mails: number }> {
  const bookings = await api.app.db
    .selectFrom('lab_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const mails = await api.app.db
    .selectFrom('outbox')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return { bookings: bookings.count, mails: mails.count };
}

/** A 400 naming these fields (answered), with no booking and no e-mail left behind. */
export async function refusedLabBooking(api: TestApi, fields: Record<string, string>): Promise<Record<string, string>> {
  const before = await labBookingCounts(api);
  const response = await postForm(api, LAB_BOOKING_PATH, formData(fields));
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: Record<string, string> };
  expect(await labBookingCounts(api)).toEqual(before);
  return body.errors;
}
