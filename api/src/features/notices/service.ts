/**
 * What a booking's events queue by SMS and WhatsApp, inside the booking's own transaction (as its
 * e-mail is): its confirmation at once and its reminders (schedule.ts) when booked; a change and new
 * reminders (the old ones cancelled) when moved; a cancellation (its reminders cancelled) whoever
 * cancels. Each goes by WhatsApp when the patient ticked it and has not stopped it, with the SMS
 * standing by (sent if WhatsApp is stopped, fails, or is not delivered in 10 minutes); by SMS alone
 * otherwise. A number that is not an Indian mobile gets none: its booking goes by e-mail.
 */
import type { Transaction } from 'kysely';
import { isIndianMobile } from 'contract';
import type { Database } from '../../db';
import type { NoticeChannel, NoticeKind } from '../../db/schema';
import { roomIn } from '../../http/language';
import {
  cancelReminders,
  consentOf,
  DEFAULT_CONSENT,
  FALLBACK_MS,
  insertNotice,
  isStopped,
  recordConsent,
  stoppedChannels,
  stopToken,
} from './repository';
import type { BookingKey, ChannelConsent } from './repository';
import { remindersFor } from './schedule';
import { orderedVariables, templateOf } from './templates';
import type { Language, TemplateValues } from './templates';

/** Where the visit is, as a message may say it: never a department, test or package. */
export type NoticePlace = { room: string } | 'hospital' | 'online' | 'lab' | 'home';

export interface NoticeBooking extends BookingKey {
  reference: string;
  patientName: string;
  phone: string;
  language: Language;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`, `HH:MM-HH:MM` for a home visit's window, or null (a doctor's booking made before slots). */
  time: string | null;
  place: NoticePlace;
}

export type NoticeEvent =
  | { type: 'booked'; booking: NoticeBooking; consent?: ChannelConsent }
  | { type: 'changed'; booking: NoticeBooking }
  | { type: 'cancelled'; booking: NoticeBooking }
  /** Cancelled by the doctor's leave (issue 48): `link` is the rebook link's token. */
  | { type: 'unavailable'; booking: NoticeBooking; link: string }
  /**
   * An online consultation's joining details (issue 47): `join` is what the message says of how to
   * join, `send` which sending this is (the first, or an explicit re-send): each goes once.
   */
  | { type: 'joining'; booking: NoticeBooking; join: string; send: number };

/** What the appointments feature is given: it queues in its transaction and kicks delivery after the commit. */
export interface BookingNotices {
  record(trx: Transaction<Database>, event: NoticeEvent): Promise<void>;
  /** Queues the manage code by SMS; false when it cannot go there (not a mobile, or SMS stopped). */
  sendCode(trx: Transaction<Database>, booking: NoticeBooking, code: string): Promise<boolean>;
  deliverQueued(): void;
}

const dayFormats = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** "Thu, 10 Dec, 10:00": the day and time a message names, short enough for a DLT variable. */
export function whenOf(booking: Pick<NoticeBooking, 'date' | 'time' | 'language'>): string {
  const day = dayFormats[booking.language].format(new Date(`${booking.date}T00:00:00Z`));
  return booking.time === null ? day : `${day}, ${booking.time}`;
}

const PLACES: Record<Language, Record<Exclude<NoticePlace, { room: string }>, string>> = {
  en: { hospital: 'the hospital', online: 'video call', lab: 'hospital lab', home: 'your home' },
  hi: { hospital: 'अस्पताल', online: 'वीडियो कॉल', lab: 'अस्पताल की लैब', home: 'आपके घर' },
};

export function placeOf(booking: Pick<NoticeBooking, 'place' | 'language'>): string {
  const { place, language } = booking;
  return typeof place === 'string' ? PLACES[language][place] : roomIn(language, place.room);
}

export class NoticeService implements BookingNotices {
  constructor(
    private readonly now: () => Date,
    private readonly kick: () => void,
  ) {}

  async record(trx: Transaction<Database>, event: NoticeEvent): Promise<void> {
    const { booking } = event;
    const now = this.now();
    if (event.type === 'booked') await recordConsent(trx, booking, event.consent ?? DEFAULT_CONSENT, now);
    if (!isIndianMobile(booking.phone)) return;
    if (event.type === 'joining') {
      // The visit stays as it was: its reminders go as planned.
      await this.queue(trx, booking, 'joining', now, `send${event.send}`, { join: event.join });
      return;
    }
    if (event.type !== 'booked') await cancelReminders(trx, booking);
    const visit = `${booking.date}T${booking.time ?? ''}`;
    if (event.type === 'cancelled') {
      await this.queue(trx, booking, 'cancellation', now, 'once');
      return;
    }
    if (event.type === 'unavailable') {
      await this.queue(trx, booking, 'unavailable', now, 'once', { link: event.link });
      return;
    }
    await this.queue(
      trx,
      booking,
      event.type === 'booked' ? 'confirmation' : 'change',
      now,
      event.type === 'booked' ? 'once' : visit,
    );
    for (const reminder of remindersFor(booking.date, now)) {
      await this.queue(trx, booking, reminder.kind, reminder.at, visit);
    }
  }

  async sendCode(trx: Transaction<Database>, booking: NoticeBooking, code: string): Promise<boolean> {
    if (!isIndianMobile(booking.phone) || (await isStopped(trx, booking.phone, 'sms'))) return false;
    await insertNotice(trx, {
      // Each code is its own message: the manage page's limits (3 an hour) bound them.
      dedupe: `${booking.kind}:${booking.id}:code:${code}:${this.now().toISOString()}:sms`,
      booking,
      reference: booking.reference,
      kind: 'code',
      channel: 'sms',
      phone: booking.phone,
      language: booking.language,
      variables: orderedVariables('code', booking.language, { code, reference: booking.reference }),
      status: 'pending',
      due: this.now(),
    });
    return true;
  }

  deliverQueued(): void {
    this.kick();
  }

  private async queue(
    trx: Transaction<Database>,
    booking: NoticeBooking,
    kind: NoticeKind,
    due: Date,
    variant: string,
    extra: TemplateValues = {},
  ): Promise<void> {
    const consent = await consentOf(trx, booking);
    const stopped = await stoppedChannels(trx, booking.phone);
    const whatsapp = consent.whatsapp && !stopped.has('whatsapp');
    const sms = consent.sms && !stopped.has('sms');
    const values: TemplateValues = {
      name: booking.patientName,
      reference: booking.reference,
      when: whenOf(booking),
      place: placeOf(booking),
      ...extra,
    };
    const template = templateOf(kind);
    const row = async (channel: NoticeChannel, status: 'pending' | 'standby', at: Date) =>
      insertNotice(trx, {
        dedupe: `${booking.kind}:${booking.id}:${kind}:${variant}:${channel}`,
        booking,
        reference: booking.reference,
        kind,
        channel,
        phone: booking.phone,
        language: booking.language,
        variables: orderedVariables(template, booking.language, {
          ...values,
          stop: await stopToken(trx, booking.phone, channel),
        }),
        status,
        due: at,
      });
    if (whatsapp) await row('whatsapp', 'pending', due);
    if (sms) await row('sms', whatsapp ? 'standby' : 'pending', whatsapp ? new Date(due.getTime() + FALLBACK_MS) : due);
  }
}
