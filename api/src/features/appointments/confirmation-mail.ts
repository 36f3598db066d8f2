/** The e-mails a booking sends: its confirmation (the appointment page tells patients to look for it) and its cancellation. */
import type { AppointmentMode } from 'shared-ui/contract';
import { HOSPITAL } from 'shared-ui/hospital';
import type { OutgoingMail } from '../../mail/outbox';

const readableDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** `YYYY-MM-DD` as "Monday, 2 March 2026"; read at UTC midnight so no zone moves the day. */
function formatVisitDay(isoDay: string): string {
  return readableDay.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The site's page where a patient looks a booking up and cancels it. */
export function manageBookingUrl(siteUrl: string): string {
  return `${siteUrl}/manage-booking`;
}

const SIGN_OFF = [
  `In an emergency, do not wait: call ${HOSPITAL.emergencyPhone} (24 x 7).`,
  '',
  `${HOSPITAL.name}`,
  HOSPITAL.address,
];

/** The reference goes in the e-mail, never in the link: a link ends up in browser histories and logs. */
function manageLines(siteUrl: string): string[] {
  return [
    '',
    `To view or cancel this booking, go to ${manageBookingUrl(siteUrl)} and enter your reference with the phone number or e-mail address you booked with.`,
    `To change it, call us on ${HOSPITAL.supportPhone} and quote your reference.`,
  ];
}

export interface DoctorBookingMailFacts {
  reference: string;
  patientName: string;
  email: string;
  doctorName: string;
  departmentName: string;
  date: string;
  mode: AppointmentMode;
}

export interface LabBookingMailFacts {
  reference: string;
  patientName: string;
  email: string;
  testName: string;
  testPrice: number;
  labName: string;
  date: string;
}

function consultation(mode: AppointmentMode): string {
  return mode === 'ON' ? 'an online consultation' : 'a visit to the hospital';
}

export function doctorAppointmentMail(booking: DoctorBookingMailFacts, siteUrl: string): OutgoingMail {
  return {
    recipient: booking.email,
    reference: booking.reference,
    subject: `Appointment request received: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `Thank you for booking ${consultation(booking.mode)} with ${booking.doctorName} (${booking.departmentName}) on ${formatVisitDay(booking.date)}.`,
      `Your reference is ${booking.reference}. Our front desk will call you to confirm the time.`,
      ...manageLines(siteUrl),
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function labAppointmentMail(booking: LabBookingMailFacts, siteUrl: string): OutgoingMail {
  return {
    recipient: booking.email,
    reference: booking.reference,
    subject: `Lab test booking received: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `Your ${booking.testName} at ${booking.labName} is booked for ${formatVisitDay(booking.date)} (${rupees.format(booking.testPrice)}).`,
      `Your reference is ${booking.reference}. We will call you to confirm the sample collection time.`,
      'Some tests need 10-12 hours of fasting; our team will tell you when they call.',
      ...manageLines(siteUrl),
      ...SIGN_OFF,
    ].join('\n'),
  };
}

/** What a cancellation e-mail says the cancelled booking was. */
export type CancelledBooking =
  | {
      kind: 'doctor';
      reference: string;
      patientName: string;
      email: string;
      doctorName: string;
      departmentName: string;
      date: string;
      mode: AppointmentMode;
    }
  | {
      kind: 'lab';
      reference: string;
      patientName: string;
      email: string;
      testName: string;
      labName: string;
      date: string;
    };

export function cancellationMail(booking: CancelledBooking, siteUrl: string): OutgoingMail {
  const what =
    booking.kind === 'doctor'
      ? `Your ${consultation(booking.mode).replace(/^an? /, '')} with ${booking.doctorName} (${booking.departmentName}) on ${formatVisitDay(booking.date)}`
      : `Your ${booking.testName} at ${booking.labName} on ${formatVisitDay(booking.date)}`;
  const bookAgain = booking.kind === 'doctor' ? `${siteUrl}/appointment` : `${siteUrl}/blood-test`;
  return {
    recipient: booking.email,
    reference: booking.reference,
    subject:
      booking.kind === 'doctor'
        ? `Appointment cancelled: ${booking.reference}`
        : `Lab test booking cancelled: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `${what} (reference ${booking.reference}) has been cancelled, as asked on our website.`,
      `If you did not ask for this, please call us on ${HOSPITAL.supportPhone}. To book again, go to ${bookAgain}.`,
      '',
      ...SIGN_OFF,
    ].join('\n'),
  };
}
