/**
 * The e-mails a booking sends, in the language it was booked in: its confirmation (the appointment
 * page tells patients to look for it), its move, its cancellation and its access codes. Their words
 * are booking-texts.ts's, shared with the calendar file and, later, the phone messages.
 */
import { homeVisitWindow } from 'contract';
import type { AppointmentMode } from 'contract';
import type { Language } from '../../http/language';
import type { OutgoingMail } from '../../mail/outbox';
import { bookingTexts } from './booking-texts';
import type { DoctorVisit, LabVisit } from './booking-texts';

/** The site's page where a patient looks a booking up and cancels it. */
export function manageBookingUrl(siteUrl: string): string {
  return `${siteUrl}/manage-booking`;
}

/**
 * The confirmation's single-use link. The token rides in the fragment, which browsers never send to
 * a server, so it stays out of every access log; the page posts it to the API in a body.
 */
export function manageBookingLink(siteUrl: string, token: string): string {
  return `${manageBookingUrl(siteUrl)}#token=${token}`;
}

interface BookingMailFacts {
  reference: string;
  patientName: string;
  email: string;
  date: string;
  /** What it was booked in: its e-mails are written in it. */
  language: Language;
}

/** A doctor booking's doctor (named in the booking's language), mode, slot (`HH:MM`, null before slots) and room (null online). */
interface DoctorSlotFacts {
  doctor: string;
  mode: AppointmentMode;
  slotStart: string | null;
  room: string | null;
}

export interface DoctorBookingMailFacts extends BookingMailFacts, DoctorSlotFacts {}

export interface LabBookingMailFacts extends BookingMailFacts {
  /** A home visit's window (`07-09`); null at the lab. */
  homeVisitWindow: string | null;
  /** How to prepare, in the booking's language (a package's own words, or fasting); null when nothing is asked. */
  preparation: string | null;
}

/** What a cancellation or code e-mail says the booking is. */
export type MailedBooking =
  (BookingMailFacts & { kind: 'doctor' } & DoctorSlotFacts) | (BookingMailFacts & { kind: 'lab' });

export const doctorVisitOf = (booking: DoctorSlotFacts & { date: string }): DoctorVisit => ({
  doctor: booking.doctor,
  date: booking.date,
  online: booking.mode === 'ON',
  slotStart: booking.slotStart,
  room: booking.room,
});

export function doctorAppointmentMail(booking: DoctorBookingMailFacts, siteUrl: string, token: string): OutgoingMail {
  const t = bookingTexts(booking.language);
  const visit = doctorVisitOf(booking);
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: t.subject.doctorBooked(booking.reference),
    bodyText: [
      t.dear(booking.patientName),
      '',
      t.doctorBooked(visit),
      t.where(visit),
      t.reference(booking.reference),
      t.next(visit),
      '',
      ...t.manage('doctor', manageBookingLink(siteUrl, token), manageBookingUrl(siteUrl)),
      t.help(),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/** A lab booking's day and, at home, its window's times (`homeVisitWindow` is its id, `07-09`). */
export function labVisitOf(booking: { date: string; homeVisitWindow: string | null }): LabVisit {
  const window = booking.homeVisitWindow === null ? undefined : homeVisitWindow(booking.homeVisitWindow);
  return { date: booking.date, window: window ? { start: window.start, end: window.end } : null };
}

export function labAppointmentMail(booking: LabBookingMailFacts, siteUrl: string, token: string): OutgoingMail {
  const t = bookingTexts(booking.language);
  const visit = labVisitOf(booking);
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: t.subject.labBooked(booking.reference),
    bodyText: [
      t.dear(booking.patientName),
      '',
      t.labBooked(visit),
      t.reference(booking.reference),
      t.labNext(visit),
      ...(booking.preparation === null ? [] : [t.preparation(booking.preparation)]),
      '',
      ...t.manage('lab', manageBookingLink(siteUrl, token), manageBookingUrl(siteUrl)),
      t.help(),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/** A booking's move e-mail: what it was and is now (`lines`), then who to call and where to change it. */
function movedMail(after: BookingMailFacts, subject: string, lines: string[], siteUrl: string): OutgoingMail {
  const t = bookingTexts(after.language);
  return {
    recipient: after.email,
    reference: after.reference,
    purpose: 'booking',
    subject,
    bodyText: [
      t.dear(after.patientName),
      '',
      ...lines,
      t.notYou(),
      t.manageLater(manageBookingUrl(siteUrl)),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/** A doctor booking moved to another slot: the old time and the new, in the booking's language. */
export function rescheduledMail(
  before: DoctorBookingMailFacts,
  after: DoctorBookingMailFacts,
  siteUrl: string,
): OutgoingMail {
  const t = bookingTexts(after.language);
  const visit = doctorVisitOf(after);
  return movedMail(
    after,
    t.subject.moved(after.reference),
    [t.moved(doctorVisitOf(before), after.reference), t.nowBooked(visit), t.where(visit), t.next(visit)],
    siteUrl,
  );
}

/** A lab booking moved to another day or window: the old and the new, and how to prepare, in its language. */
export function labRescheduledMail(
  before: LabBookingMailFacts,
  after: LabBookingMailFacts,
  siteUrl: string,
): OutgoingMail {
  const t = bookingTexts(after.language);
  const visit = labVisitOf(after);
  return movedMail(
    after,
    t.subject.labMoved(after.reference),
    [
      t.labMoved(labVisitOf(before), after.reference),
      t.labNowBooked(visit),
      t.labNext(visit),
      ...(after.preparation === null ? [] : [t.preparation(after.preparation)]),
    ],
    siteUrl,
  );
}

export function cancellationMail(booking: MailedBooking, siteUrl: string): OutgoingMail {
  const t = bookingTexts(booking.language);
  const doctor = booking.kind === 'doctor';
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: doctor ? t.subject.doctorCancelled(booking.reference) : t.subject.labCancelled(booking.reference),
    bodyText: [
      t.dear(booking.patientName),
      '',
      doctor
        ? t.doctorCancelled(doctorVisitOf(booking), booking.reference)
        : t.labCancelled(booking.date, booking.reference),
      t.notYou(),
      t.bookAgain(doctor ? `${siteUrl}/appointment` : `${siteUrl}/blood-test`),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/**
 * A doctor booking cancelled at the front desk (issue 47), in the booking's language: who asked
 * for it, the manage page where it can be seen, and where to book again.
 */
export function deskCancellationMail(
  booking: MailedBooking & { kind: 'doctor' },
  reason: 'patient' | 'doctor' | 'hospital',
  siteUrl: string,
): OutgoingMail {
  const t = bookingTexts(booking.language);
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: t.subject.doctorCancelled(booking.reference),
    bodyText: [
      t.dear(booking.patientName),
      '',
      t.deskCancelled(doctorVisitOf(booking), booking.reference, reason),
      t.seeOnManagePage(manageBookingUrl(siteUrl)),
      t.bookAgain(`${siteUrl}/appointment`),
      t.help(),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/**
 * A doctor booking moved at the front desk (issue 47), in the booking's language: who asked, the
 * old time and the new, where to come, and the manage page where it can be seen.
 */
export function deskRescheduledMail(
  before: DoctorBookingMailFacts,
  after: DoctorBookingMailFacts,
  reason: 'patient' | 'doctor' | 'hospital',
  siteUrl: string,
): OutgoingMail {
  const t = bookingTexts(after.language);
  const visit = doctorVisitOf(after);
  return {
    recipient: after.email,
    reference: after.reference,
    purpose: 'booking',
    subject: t.subject.moved(after.reference),
    bodyText: [
      t.dear(after.patientName),
      '',
      t.deskMoved(doctorVisitOf(before), after.reference, reason),
      t.nowBooked(visit),
      t.where(visit),
      t.next(visit),
      t.seeOnManagePage(manageBookingUrl(siteUrl)),
      t.help(),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}

/** The one-time code that opens the booking on the manage page. */
export function accessCodeMail(booking: MailedBooking, code: string, minutes: number): OutgoingMail {
  const t = bookingTexts(booking.language);
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'access-code',
    subject: t.subject.code(booking.reference),
    bodyText: [
      t.dear(booking.patientName),
      '',
      t.code(booking.reference, code, minutes),
      '',
      t.codeNotAsked,
      t.help(),
      '',
      ...t.signOff(),
    ].join('\n'),
  };
}
