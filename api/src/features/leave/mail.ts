/**
 * The e-mail a patient gets when leave cancels their booking (issue 48), in the booking's language:
 * the doctor is unavailable, which visit is cancelled, the reason the hospital gave, and the link
 * (single use, valid until the visit day ends) that opens the rebook page. The token is in the
 * address's fragment: the browser never sends it to a server, so no log keeps it.
 */
import { HOSPITAL } from 'contract/hospital';
import type { OutgoingMail } from '../../mail/outbox';

export interface LeaveMailFacts {
  reference: string;
  patientName: string;
  email: string;
  /** `YYYY-MM-DD`. */
  date: string;
  slotStart: string | null;
  language: 'en' | 'hi';
  /** In the booking's language. */
  doctor: string;
  reason: string;
}

/** The rebook page's address in the booking's language, the token in the fragment. */
export function rebookLink(siteUrl: string, language: 'en' | 'hi', token: string): string {
  return `${siteUrl}${language === 'hi' ? '/hi' : ''}/appointment/rebook#token=${encodeURIComponent(token)}`;
}

const days = {
  en: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

export function leaveCancellationMail(facts: LeaveMailFacts, siteUrl: string, token: string): OutgoingMail {
  const when = `${days[facts.language].format(new Date(`${facts.date}T00:00:00Z`))}${facts.slotStart === null ? '' : `, ${facts.slotStart}`}`;
  const link = rebookLink(siteUrl, facts.language, token);
  const lines =
    facts.language === 'hi'
      ? [
          `प्रिय ${facts.patientName},`,
          '',
          `${facts.doctor} उस दिन उपलब्ध नहीं हैं, इसलिए ${when} की आपकी अपॉइंटमेंट (संदर्भ संख्या ${facts.reference}) रद्द कर दी गई है।`,
          `कारण: ${facts.reason}`,
          'असुविधा के लिए हमें खेद है।',
          '',
          `दूसरा समय चुनने के लिए (उन्हीं डॉक्टर के साथ या उसी विभाग के किसी दूसरे डॉक्टर के साथ), यह लिंक खोलें: ${link}`,
          'यह लिंक एक ही बार और मूल अपॉइंटमेंट के दिन के अंत तक चलेगा।',
          `मदद के लिए हमें ${HOSPITAL.supportPhone} पर फ़ोन करें।`,
          '',
          HOSPITAL.name,
        ]
      : [
          `Dear ${facts.patientName},`,
          '',
          `${facts.doctor} is unavailable that day, so your appointment on ${when} (reference ${facts.reference}) is cancelled.`,
          `Reason: ${facts.reason}`,
          'We are sorry for the trouble.',
          '',
          `To choose another time (with the same doctor or another doctor of the same department), open: ${link}`,
          'The link works once, until the end of the original appointment day.',
          `For help, call us on ${HOSPITAL.supportPhone}.`,
          '',
          HOSPITAL.name,
        ];
  return {
    recipient: facts.email,
    reference: facts.reference,
    purpose: 'booking',
    subject:
      facts.language === 'hi'
        ? `अपॉइंटमेंट रद्द: डॉक्टर उपलब्ध नहीं (${facts.reference})`
        : `Appointment cancelled: doctor unavailable (${facts.reference})`,
    bodyText: lines.join('\n'),
  };
}
