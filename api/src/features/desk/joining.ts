/**
 * An online consultation's joining details (issue 47): what the desk recorded (a meeting link or a
 * call at the booked time), the patient's e-mail and the words their SMS or WhatsApp message says.
 * The link is stored in `online_joining` and written only into the patient's own messages: never
 * into the history, the staff's answers or a log line.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DeskJoinHow, DeskJoining } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import type { Database } from '../../db';
import type { OutgoingMail } from '../../mail/outbox';
import { DLT_VARIABLE_LIMIT } from '../notices';

type Db = Kysely<Database> | Transaction<Database>;
type Language = 'en' | 'hi';

export interface JoiningRecord {
  how: DeskJoinHow;
  link: string | null;
  sends: number;
  sent_at: Date;
}

/** The joining details of these bookings, by appointment id (one query). */
export async function joiningOf(db: Db, appointmentIds: readonly number[]): Promise<Map<number, DeskJoining>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('online_joining')
    .select(['appointment_id', 'how', 'sent_at'])
    .where('appointment_id', 'in', [...appointmentIds])
    .execute();
  return new Map(
    rows.map((row) => [row.appointment_id, { how: row.how, sent_at: new Date(row.sent_at).toISOString() }]),
  );
}

/** The booking's record, locked with its row (the caller holds the booking's lock already). */
export function joiningRecord(trx: Transaction<Database>, appointmentId: number): Promise<JoiningRecord | undefined> {
  return trx
    .selectFrom('online_joining')
    .select(['how', 'link', 'sends', 'sent_at'])
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

/** Writes the details as sent now (the `sends`-th time), and raises the booking's version with them. */
export async function saveJoining(
  trx: Transaction<Database>,
  appointmentId: number,
  record: JoiningRecord & { sentBy: number | null },
): Promise<void> {
  const values = {
    how: record.how,
    link: record.link,
    sends: record.sends,
    sent_at: record.sent_at,
    sent_by: record.sentBy,
  };
  await trx
    .insertInto('online_joining')
    .values({ appointment_id: appointmentId, ...values })
    .onConflict((conflict) => conflict.column('appointment_id').doUpdateSet(values))
    .execute();
  // The row's trigger raises its version: a desk that read it before this is told it changed.
  await trx
    .updateTable('doctor_appointments')
    .set((eb) => ({ mode: eb.ref('mode') }))
    .where('id', '=', appointmentId)
    .execute();
}

const TEXT_WORDS: Record<Language, { call: string; inMail: string }> = {
  en: { call: 'the doctor calls this number', inMail: 'link sent to your e-mail' },
  hi: { call: 'डॉक्टर इसी नंबर पर कॉल करेंगे', inMail: 'लिंक आपके ई-मेल पर भेजा है' },
};

/**
 * What the SMS or WhatsApp message says of how to join: a call to this number; the link itself when
 * it fits a DLT variable (cut, it would not open), otherwise that it is in the e-mail.
 */
export function joinWords(language: Language, how: DeskJoinHow, link: string | null, hasEmail: boolean): string {
  if (how === 'call' || link === null) return TEXT_WORDS[language].call;
  return Array.from(link).length <= DLT_VARIABLE_LIMIT || !hasEmail ? link : TEXT_WORDS[language].inMail;
}

interface JoiningMailFacts {
  reference: string;
  patientName: string;
  email: string;
  language: Language;
  doctor: string;
  date: string;
  slotStart: string | null;
}

const DAY = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

const MAIL_WORDS = {
  en: {
    subject: (reference: string) => `How to join your online consultation ${reference}`,
    dear: (name: string) => `Dear ${name},`,
    when: (doctor: string, day: string, time: string) =>
      `Your online consultation with ${doctor} is on ${day}${time === '' ? '' : ` at ${time}`}.`,
    link: (link: string) => `To join, open this link a few minutes before your time: ${link}`,
    call: 'The doctor will call you at that time on the phone number you gave. Please keep it with you and switched on.',
    again: 'These details replace any sent before.',
    help: () => `For help, call us on ${HOSPITAL.supportPhone}.`,
    emergency: () => `In an emergency, do not wait: call ${HOSPITAL.emergencyPhone} (24 x 7).`,
  },
  hi: {
    subject: (reference: string) => `अपने ऑनलाइन परामर्श ${reference} से कैसे जुड़ें`,
    dear: (name: string) => `प्रिय ${name},`,
    when: (doctor: string, day: string, time: string) =>
      `${doctor} के साथ आपका ऑनलाइन परामर्श ${day}${time === '' ? '' : `, ${time} बजे`} है।`,
    link: (link: string) => `जुड़ने के लिए अपने समय से कुछ मिनट पहले यह लिंक खोलें: ${link}`,
    call: 'डॉक्टर उसी समय आपके दिए फ़ोन नंबर पर कॉल करेंगे। कृपया फ़ोन अपने पास और चालू रखें।',
    again: 'ये विवरण पहले भेजे गए विवरणों की जगह लेते हैं।',
    help: () => `मदद के लिए हमें ${HOSPITAL.supportPhone} पर फ़ोन करें।`,
    emergency: () => `आपात स्थिति में इंतज़ार न करें: ${HOSPITAL.emergencyPhone} पर फ़ोन करें (24 x 7)।`,
  },
} as const;

/** The patient's e-mail, in the booking's language: when, and the link or that the doctor calls. */
export function joiningMail(
  booking: JoiningMailFacts,
  how: DeskJoinHow,
  link: string | null,
  sends: number,
): OutgoingMail {
  const words = MAIL_WORDS[booking.language];
  const day = DAY[booking.language].format(new Date(`${booking.date}T00:00:00Z`));
  return {
    recipient: booking.email,
    reference: booking.reference,
    purpose: 'booking',
    subject: words.subject(booking.reference),
    bodyText: [
      words.dear(booking.patientName),
      '',
      words.when(booking.doctor, day, booking.slotStart ?? ''),
      how === 'link' && link !== null ? words.link(link) : words.call,
      ...(sends > 1 ? [words.again] : []),
      words.help(),
      '',
      words.emergency(),
      '',
      HOSPITAL.name,
    ].join('\n'),
  };
}

/**
 * The history row of a sending (`joining`): the member, how (`link` or `call`) as its reason, and
 * how many times it has gone; never the link, since every desk reads the history.
 */
export async function joiningHistory(
  trx: Transaction<Database>,
  entry: {
    appointmentId: number;
    at: Date;
    actorId: number | null;
    how: DeskJoinHow;
    sends: number;
    network: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('booking_history')
    .values({
      appointment_id: entry.appointmentId,
      at: entry.at,
      actor_id: entry.actorId,
      action: 'joining',
      from_status: null,
      to_status: null,
      reason: entry.how,
      note: entry.sends > 1 ? `sent ${entry.sends} times` : null,
      network: entry.network,
    })
    .execute();
}
