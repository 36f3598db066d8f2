/** The e-mails a booking sends: its confirmation (the appointment page tells patients to look for it), its cancellation and its access codes. */
import { homeVisitWindow } from 'contract';
import type { AppointmentMode } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import type { OutgoingMail } from '../../mail/outbox';

const readableDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as "Monday, 2 March 2026"; read at UTC midnight so no zone moves the day. */
function formatVisitDay(isoDay: string): string {
  return readableDay.format(new Date(`${isoDay}T00:00:00Z`));
}

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

const SIGN_OFF = [
  `In an emergency, do not wait: call ${HOSPITAL.emergencyPhone} (24 x 7).`,
  '',
  `${HOSPITAL.name}`,
  HOSPITAL.address,
];

/**
 * E-mails carry only what the patient needs to recognise and reach the booking: the greeting, the
 * reference, the day, in person, online or at home (and the home visit's window), the hospital's
 * place and phone, the manage page. Never the doctor, department, test, package or price (health
 * information in a mailbox), nor any text the visitor typed.
 */
function manageLines(siteUrl: string, token: string): string[] {
  return [
    '',
    'To view or cancel this booking, open this link. It works once, until the end of the day of your booking:',
    manageBookingLink(siteUrl, token),
    `After that, go to ${manageBookingUrl(siteUrl)} and enter your reference; we will e-mail you a code to open it.`,
    `To change it, call us on ${HOSPITAL.supportPhone} and quote your reference.`,
  ];
}

interface BookingMailFacts {
  reference: string;
  patientName: string;
  email: string;
  date: string;
}

/** A doctor booking's mode and slot (`HH:MM`, null for one made before slots) and room (null online). */
interface DoctorSlotFacts {
  mode: AppointmentMode;
  slotStart: string | null;
  room: string | null;
}

export interface DoctorBookingMailFacts extends BookingMailFacts, DoctorSlotFacts {}

export interface LabBookingMailFacts extends BookingMailFacts {
  /** A home visit's window (`07-09`); null at the lab. */
  homeVisitWindow: string | null;
}

/** Where and when a lab booking takes place, never what it is (a test or package is the patient's business). */
function labVisit(booking: LabBookingMailFacts): string[] {
  const day = formatVisitDay(booking.date);
  const window = booking.homeVisitWindow === null ? undefined : homeVisitWindow(booking.homeVisitWindow);
  if (!window) {
    return [
      `Your visit to the hospital is booked for ${day}.`,
      `Your reference is ${booking.reference}. We will call you to confirm the time and how to prepare.`,
    ];
  }
  return [
    `Your visit at your home, ${window.start}–${window.end}, is booked for ${day}.`,
    `Your reference is ${booking.reference}. We will call you before we come.`,
  ];
}

function consultation(mode: AppointmentMode): string {
  return mode === 'ON' ? 'an online consultation' : 'a visit to the hospital';
}

/** " at 10:30 (Room 12)": the slot's time and room; nothing for a booking made before slots. */
function slotWords(booking: DoctorSlotFacts): string {
  if (booking.slotStart === null) return '';
  return booking.room === null ? ` at ${booking.slotStart}` : ` at ${booking.slotStart} (${booking.room})`;
}

/** What the patient does next: come early to the room, or wait for the call that starts the video consultation. */
function doctorVisitLines(booking: DoctorBookingMailFacts): string[] {
  const when = `${consultation(booking.mode)} on ${formatVisitDay(booking.date)}${slotWords(booking)}`;
  if (booking.slotStart === null) {
    return [
      `Thank you for booking ${when}.`,
      `Your reference is ${booking.reference}. Our front desk will call you to confirm the time.`,
    ];
  }
  return [
    `Thank you for booking ${when}.`,
    booking.mode === 'ON'
      ? `Your reference is ${booking.reference}. Our front desk will call you before it starts with how to join.`
      : `Your reference is ${booking.reference}. Please arrive 15 minutes early and show it at the OPD counter.`,
  ];
}

export function doctorAppointmentMail(booking: DoctorBookingMailFacts, siteUrl: string, token: string): OutgoingMail {
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: `Appointment request received: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      ...doctorVisitLines(booking),
      ...manageLines(siteUrl, token),
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function labAppointmentMail(booking: LabBookingMailFacts, siteUrl: string, token: string): OutgoingMail {
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: `Booking received: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      ...labVisit(booking),
      ...manageLines(siteUrl, token),
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** What a cancellation or code e-mail says the booking is. */
export type MailedBooking =
  (BookingMailFacts & { kind: 'doctor' } & DoctorSlotFacts) | (BookingMailFacts & { kind: 'lab' });

function whatWasBooked(booking: MailedBooking): string {
  const what = booking.kind === 'doctor' ? consultation(booking.mode).replace(/^an? /, '') : 'visit';
  return `Your ${what} on ${formatVisitDay(booking.date)}${booking.kind === 'doctor' ? slotWords(booking) : ''}`;
}

/** A doctor booking moved to another slot: the old time and the new. */
export function rescheduledMail(before: DoctorBookingMailFacts, after: DoctorBookingMailFacts): OutgoingMail {
  return {
    recipient: after.email,
    reference: after.reference,
    purpose: 'booking',
    subject: `Appointment moved: ${after.reference}`,
    bodyText: [
      `Dear ${after.patientName},`,
      '',
      `Your ${consultation(before.mode).replace(/^an? /, '')} on ${formatVisitDay(before.date)}${slotWords(before)} (reference ${after.reference}) has been moved, as asked on our website.`,
      `It is now on ${formatVisitDay(after.date)}${slotWords(after)}.`,
      after.mode === 'ON'
        ? 'Our front desk will call you before it starts with how to join.'
        : 'Please arrive 15 minutes early and show your reference at the OPD counter.',
      `If you did not ask for this, please call us on ${HOSPITAL.supportPhone}.`,
      '',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function cancellationMail(booking: MailedBooking, siteUrl: string): OutgoingMail {
  const bookAgain = booking.kind === 'doctor' ? `${siteUrl}/appointment` : `${siteUrl}/blood-test`;
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject:
      booking.kind === 'doctor'
        ? `Appointment cancelled: ${booking.reference}`
        : `Lab test booking cancelled: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `${whatWasBooked(booking)} (reference ${booking.reference}) has been cancelled, as asked on our website.`,
      `If you did not ask for this, please call us on ${HOSPITAL.supportPhone}. To book again, go to ${bookAgain}.`,
      '',
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** The one-time code that opens the booking on the manage page. */
export function accessCodeMail(booking: MailedBooking, code: string, minutes: number): OutgoingMail {
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'access-code',
    subject: `Your code for booking ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `Your code to open booking ${booking.reference} is ${code}. It is valid for ${minutes} minutes and works once.`,
      '',
      'If you did not ask for this code, you can ignore this e-mail: nobody can open the booking without it.',
      `For help, call us on ${HOSPITAL.supportPhone}.`,
      '',
      ...SIGN_OFF,
    ].join('\n'),
  };
}
