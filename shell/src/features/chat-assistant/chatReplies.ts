import { HOSPITAL } from 'shared-ui';

/** SPEC §2 assistant widget: the six quick replies. */
export const QUICK_REPLIES = [
  'Book Appointment',
  'Emergency Services',
  'Doctor Availability',
  'Blood Test Info',
  'ICU Services',
  'Contact Details',
] as const;

export const WHATSAPP_GREETING = `Hello ${HOSPITAL.name}, I would like some help.`;

interface ReplyRule {
  topic: string;
  /** Matched case-insensitively where a word starts ("booking" matches "book"). */
  keywords: readonly RegExp[];
  reply: string;
}

const wordStart = (keyword: string) => new RegExp(`\\b${keyword}`, 'i');
const wholeWord = (keyword: string) => new RegExp(`\\b${keyword}\\b`, 'i');

/** SPEC §9: checked in this order; the first rule that matches answers. */
export const REPLY_RULES: readonly ReplyRule[] = [
  {
    topic: 'appointment',
    keywords: [wordStart('appointment'), wordStart('book')],
    reply: `You can book a doctor appointment online on our Appointment page: choose the department, the doctor and a date, online or in person. For help call ${HOSPITAL.supportPhone} (${HOSPITAL.supportHours}).`,
  },
  {
    topic: 'emergency',
    keywords: [wordStart('emergency'), wordStart('urgent')],
    reply: `For a medical emergency call our 24/7 emergency number ${HOSPITAL.emergencyPhone} now. Our Accident & Emergency department and ambulances are ready ${HOSPITAL.supportHours}.`,
  },
  {
    topic: 'doctor',
    keywords: [wordStart('doctor'), wordStart('specialist')],
    reply:
      'Our specialists cover cardiology, neurology, orthopedics, pediatrics, ICU and emergency medicine. See the Our Doctors page to find a doctor and book a visit.',
  },
  {
    topic: 'lab',
    keywords: [/\bblood\s+test/i, wholeWord('lab'), wordStart('laborator')],
    reply:
      'Our lab runs tests such as CBC, diabetes (blood sugar, HbA1c), thyroid, lipid and liver profiles, 24/7 with home collection. Book on the Blood Test page.',
  },
  {
    topic: 'icu',
    keywords: [wholeWord('icu'), wordStart('critical')],
    reply: `Our ICU is staffed ${HOSPITAL.supportHours} by critical care specialists with continuous monitoring. For an admission call ${HOSPITAL.emergencyPhone}.`,
  },
  {
    topic: 'contact',
    keywords: [wordStart('contact'), wordStart('address')],
    reply: `We are at ${HOSPITAL.address}. Call ${HOSPITAL.supportPhone} or write to ${HOSPITAL.email}.`,
  },
  {
    topic: 'greeting',
    keywords: [wordStart('hello'), wholeWord('hi')],
    reply: 'Hello! How can I help you today? Ask about appointments, emergencies, doctors, blood tests or the ICU.',
  },
];

export const FALLBACK_REPLY = `Thank you for your message. Our team will be glad to help: call ${HOSPITAL.supportPhone} (${HOSPITAL.supportHours}) or chat with us on WhatsApp.`;

export function replyTo(message: string): string {
  const rule = REPLY_RULES.find(({ keywords }) => keywords.some((keyword) => keyword.test(message)));
  return rule?.reply ?? FALLBACK_REPLY;
}
