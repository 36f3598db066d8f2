/**
 * The desk tests' bookings: OPD rows written straight into the database for the staff clock's day
 * (the public booking form refuses a slot already past on the real clock), as the site would store
 * them, and the desk's calls.
 */
import type { DeskBooking, DeskDay } from 'contract';
import { generateBookingReference } from '../src/features/appointments/reference';
import { call } from './staff-helpers';
import type { Member, StaffApi } from './staff-helpers';

/** The staff clock's first day: Monday 7 December 2026, 09:30 in Asia/Kolkata (04:00 UTC). */
export const DESK_DAY = '2026-12-07';

let phones = 0;

export interface BookingSeed {
  doctor?: number;
  date?: string;
  slot: string;
  minutes?: number;
  name?: string;
  email?: string;
  phone?: string;
  language?: 'en' | 'hi';
  mode?: 'ON' | 'OFF';
}

const plus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Stores a booking as the site does; answers its reference. */
export async function seedBooking(api: StaffApi, seed: BookingSeed): Promise<string> {
  const doctor = seed.doctor ?? 1;
  const { department_id } = await api.app.db
    .selectFrom('doctors')
    .select('department_id')
    .where('id', '=', doctor)
    .executeTakeFirstOrThrow();
  const reference = generateBookingReference('APT');
  phones += 1;
  await api.app.db
    .insertInto('doctor_appointments')
    .values({
      reference,
      department_id,
      doctor_id: doctor,
      visit_date: seed.date ?? DESK_DAY,
      mode: seed.mode ?? 'OFF',
      patient_name: seed.name ?? 'Ramesh Chand',
      email: seed.email ?? 'ramesh.chand@example.com',
      phone: seed.phone ?? `98100${String(10000 + phones).slice(-5)}`,
      address: 'House 214, Sector 15, Faridabad',
      message: '',
      consent_at: new Date(),
      slot_start: seed.slot,
      slot_end: plus(seed.slot, seed.minutes ?? 15),
      room: seed.mode === 'ON' ? null : 'Room 12',
      language: seed.language ?? 'en',
    })
    .execute();
  return reference;
}

export const bookingPath = (reference: string, action: string) => `/api/staff/bookings/${reference}/${action}/`;

export function act(api: StaffApi, member: Member, reference: string, action: string, body: unknown) {
  // A 409 carries the row as it is now beside its code.
  return call<DeskBooking & { booking?: DeskBooking }>(api, 'POST', bookingPath(reference, action), {
    cookie: member.cookie,
    body,
  });
}

export function dayList(api: StaffApi, member: Member, query = '') {
  return call<DeskDay>(api, 'GET', `/api/staff/day/${query}`, { cookie: member.cookie });
}

/** The row of `reference` in a day list's answer. */
export function rowOf(day: DeskDay, reference: string): DeskBooking | undefined {
  return day.doctors
    .flatMap((doctor) => doctor.sessions)
    .flatMap((session) => session.bookings)
    .find((booking) => booking.reference === reference);
}
