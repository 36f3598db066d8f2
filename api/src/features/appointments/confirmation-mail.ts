/** The confirmation e-mails the appointment page tells patients to look for. */
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

const SIGN_OFF = [
  '',
  `If you need to change or cancel, call us on ${HOSPITAL.supportPhone} and quote your reference.`,
  `In an emergency, do not wait: call ${HOSPITAL.emergencyPhone} (24 x 7).`,
  '',
  `${HOSPITAL.name}`,
  HOSPITAL.address,
];

export function doctorAppointmentMail(booking: {
  reference: string;
  patientName: string;
  email: string;
  doctorName: string;
  departmentName: string;
  date: string;
  mode: AppointmentMode;
}): OutgoingMail {
  const how = booking.mode === 'ON' ? 'an online consultation' : 'a visit to the hospital';
  return {
    recipient: booking.email,
    reference: booking.reference,
    subject: `Appointment request received: ${booking.reference}`,
    bodyText: [
      `Dear ${booking.patientName},`,
      '',
      `Thank you for booking ${how} with ${booking.doctorName} (${booking.departmentName}) on ${formatVisitDay(booking.date)}.`,
      `Your reference is ${booking.reference}. Our front desk will call you to confirm the time.`,
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function labAppointmentMail(booking: {
  reference: string;
  patientName: string;
  email: string;
  testName: string;
  testPrice: number;
  labName: string;
  date: string;
}): OutgoingMail {
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
      ...SIGN_OFF,
    ].join('\n'),
  };
}
