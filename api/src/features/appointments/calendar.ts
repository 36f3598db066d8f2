/**
 * A booking as an RFC 5545 calendar file: one VEVENT whose UID comes from the reference (so saving it
 * again updates the same event), its time in Asia/Kolkata (with that zone's VTIMEZONE: IST is +05:30
 * all year, no daylight saving). A doctor booking's place is the room and the hospital's address; one
 * made before slots is an all-day event on its day. A lab booking's: `labBookingCalendar`. Its words are the e-mails'
 * (booking-texts.ts), in the language it was booked in: booked is STATUS:CONFIRMED, cancelled CANCELLED.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { HOSPITAL_TIME_ZONE } from 'contract';
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import { bookingTexts } from './booking-texts';
import { doctorVisitOf, labVisitOf, manageBookingUrl } from './confirmation-mail';
import type { FoundBooking } from './repository';

type DoctorBooking = Extract<FoundBooking, { kind: 'doctor' }>;
type LabBooking = Extract<FoundBooking, { kind: 'lab' }>;

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

/** What differs between a doctor's and a lab's event; the rest (UID, zone, status, link) is one. */
interface EventParts {
  summary: string;
  description: string[];
  location: string;
  /** `HH:MM` in the hospital's zone; null for an all-day event on the booking's day. */
  time: { start: string; end: string } | null;
}

function calendarOf(booking: FoundBooking, parts: EventParts, siteUrl: string, now: Date): string {
  const calendar = ical({
    prodId: { company: HOSPITAL.name, product: 'Appointments', language: booking.language.toUpperCase() },
    timezone: { name: HOSPITAL_TIME_ZONE, generator: () => VTIMEZONE },
  });
  const t = bookingTexts(booking.language);
  const cancelled = booking.status === 'cancelled';
  const event = calendar.createEvent({
    id: `${booking.reference}@${uidDomain(siteUrl)}`,
    stamp: now,
    summary: parts.summary,
    description: [
      t.calendarStatus(cancelled),
      t.reference(booking.reference),
      ...parts.description,
      t.calendarManage(manageBookingUrl(siteUrl)),
    ].join('\n'),
    location: parts.location,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Local wall-clock times: ical-generator writes them as they are, under the event's TZID.
    ...(parts.time !== null
      ? {
          start: `${booking.date}T${parts.time.start}:00`,
          end: `${booking.date}T${parts.time.end}:00`,
          timezone: HOSPITAL_TIME_ZONE,
        }
      : { start: `${booking.date}T00:00:00`, allDay: true }),
  });
  event.url(manageBookingUrl(siteUrl));
  return calendar.toString();
}

export function bookingCalendar(booking: DoctorBooking, siteUrl: string, now: Date = new Date()): string {
  const t = bookingTexts(booking.language);
  const visit = doctorVisitOf(booking);
  const where = booking.room === null ? [] : [t.room(booking.room)];
  return calendarOf(
    booking,
    {
      summary: t.calendarSummary(visit, booking.reference, booking.status === 'cancelled'),
      description: [t.where(visit), t.next(visit)],
      location: visit.online
        ? t.calendarOnline
        : [...where, HOSPITAL.name, hospitalAddressIn(booking.language)].join(', '),
      time:
        booking.slotStart !== null && booking.slotEnd !== null
          ? { start: booking.slotStart, end: booking.slotEnd }
          : null,
    },
    siteUrl,
    now,
  );
}

/**
 * A lab booking's event: a home collection in its window, placed only as "Home collection" (the
 * address is the patient's, kept out of every calendar); a visit to the lab, which has no time, all
 * day at the hospital's address. Its preparation (fasting) is said, never a test's name.
 */
export function labBookingCalendar(
  booking: LabBooking,
  preparation: string | null,
  siteUrl: string,
  now: Date = new Date(),
): string {
  const t = bookingTexts(booking.language);
  const visit = labVisitOf({ date: booking.date, homeVisitWindow: booking.collectionWindow });
  const home = booking.collection === 'home';
  return calendarOf(
    booking,
    {
      summary: t.labCalendarSummary(home, booking.reference, booking.status === 'cancelled'),
      description: [
        t.labBooked(visit),
        t.labNext(visit),
        ...(preparation === null ? [] : [t.preparation(preparation)]),
      ],
      location: home ? t.calendarHome : [HOSPITAL.name, hospitalAddressIn(booking.language)].join(', '),
      time: visit.window,
    },
    siteUrl,
    now,
  );
}
