/**
 * A doctor booking as an RFC 5545 calendar file: one VEVENT whose UID comes from the reference (so
 * saving it again updates the same event), its time in Asia/Kolkata (with that zone's VTIMEZONE:
 * IST is +05:30 all year, no daylight saving), and the room and the hospital's address as its
 * location. A booking made before slots is an all-day event on its day. Its words are the e-mails'
 * (booking-texts.ts), in the language it was booked in: booked is STATUS:CONFIRMED, cancelled CANCELLED.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { HOSPITAL_TIME_ZONE } from 'contract';
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import { bookingTexts } from './booking-texts';
import { doctorVisitOf, manageBookingUrl } from './confirmation-mail';
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
    prodId: { company: HOSPITAL.name, product: 'Appointments', language: booking.language.toUpperCase() },
    timezone: { name: HOSPITAL_TIME_ZONE, generator: () => VTIMEZONE },
  });
  const t = bookingTexts(booking.language);
  const visit = doctorVisitOf(booking);
  const cancelled = booking.status === 'cancelled';
  const where = booking.room === null ? [] : [t.room(booking.room)];
  const event = calendar.createEvent({
    id: `${booking.reference}@${uidDomain(siteUrl)}`,
    stamp: now,
    summary: t.calendarSummary(visit, booking.reference, cancelled),
    description: [
      t.calendarStatus(cancelled),
      t.reference(booking.reference),
      t.where(visit),
      t.next(visit),
      t.calendarManage(manageBookingUrl(siteUrl)),
    ].join('\n'),
    location: visit.online
      ? t.calendarOnline
      : [...where, HOSPITAL.name, hospitalAddressIn(booking.language)].join(', '),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
