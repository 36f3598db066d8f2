/**
 * A doctor booking as an RFC 5545 calendar file: one VEVENT whose UID comes from the reference (so
 * saving it again updates the same event), its time in Asia/Kolkata (with that zone's VTIMEZONE:
 * IST is +05:30 all year, no daylight saving), and the room and the hospital's address as its
 * location. A booking made before slots is an all-day event on its day.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { HOSPITAL_TIME_ZONE } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import type { FoundBooking } from './repository';

type DoctorBooking = Extract<FoundBooking, { kind: 'doctor' }>;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${HOSPITAL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The UID's domain part: the site's host, so the UID is unique across calendars. */
function uidDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'hospital.invalid';
  } catch {
    return 'hospital.invalid';
  }
}

export function bookingCalendar(booking: DoctorBooking, siteUrl: string, now: Date = new Date()): string {
  const calendar = ical({
    prodId: { company: HOSPITAL.name, product: 'Appointments', language: 'EN' },
    timezone: { name: HOSPITAL_TIME_ZONE, generator: () => VTIMEZONE },
  });
  const what = booking.mode === 'ON' ? 'Online consultation' : 'Consultation';
  const where = booking.room === null ? [] : [booking.room];
  const event = calendar.createEvent({
    id: `${booking.reference}@${uidDomain(siteUrl)}`,
    stamp: now,
    summary: `${what} with ${booking.doctorName} (${booking.reference})`,
    description: [
      `Reference: ${booking.reference}`,
      booking.mode === 'ON'
        ? 'Our front desk will call you before it starts with how to join.'
        : 'Please arrive 15 minutes early and show your reference at the OPD counter.',
      `Manage this booking: ${siteUrl}/manage-booking`,
    ].join('\n'),
    location: booking.mode === 'ON' ? 'Online' : [...where, HOSPITAL.name, HOSPITAL.address].join(', '),
    status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Local wall-clock times: ical-generator writes them as they are, under the event's TZID.
    ...(booking.slotStart !== null && booking.slotEnd !== null
      ? {
          start: `${booking.date}T${booking.slotStart}:00`,
          end: `${booking.date}T${booking.slotEnd}:00`,
          timezone: HOSPITAL_TIME_ZONE,
        }
      : { start: `${booking.date}T00:00:00`, allDay: true }),
  });
  event.url(`${siteUrl}/manage-booking`);
  return calendar.toString();
}
