/**
 * The manage-booking flow as a patient goes through it: ask for a code, read it from the e-mail the
 * outbox holds (or, asked with the phone, from its SMS: issue 49), use it; or open the
 * confirmation's link.
 */
import type { BookingAccess } from 'contract';
import { postJson } from './helpers';
import type { TestApi } from './helpers';

export const LOOKUP = '/api/appointment/lookup/';
export const CANCEL = '/api/appointment/cancel/';

/** Where the sent codes stood: the newest e-mail's and SMS's ids. */
export interface SentMark {
  mail: number;
  sms: number;
}

export const NOTHING_SENT: SentMark = { mail: 0, sms: 0 };

export async function newestSent(api: TestApi): Promise<SentMark> {
  const mail = await api.app.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const sms = await api.app.db
    .selectFrom('notices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return { mail: Number(mail?.id ?? 0), sms: Number(sms?.id ?? 0) };
}

/** Each code sent for `reference` after `after`: by e-mail, then by SMS, with where it went. */
export async function codesSince(
  api: TestApi,
  reference: string,
  after: SentMark = NOTHING_SENT,
): Promise<{ recipient: string; code: string }[]> {
  const mails = await codeMailsSince(api, reference, after.mail);
  const texts = await api.app.db
    .selectFrom('notices')
    .select(['phone', 'variables'])
    .where('reference', '=', reference)
    .where('kind', '=', 'code')
    .where('id', '>', after.sms)
    .orderBy('id')
    .execute();
  return [
    ...mails.map((mail) => ({ recipient: mail.recipient, code: codeIn(mail.body_text) })),
    ...texts.map((text) => ({ recipient: text.phone, code: text.variables[0] ?? '' })),
  ];
}

/** The code e-mails queued for `reference` after outbox id `after`, newest last. */
export async function codeMailsSince(api: TestApi, reference: string, after: number) {
  return api.app.db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body_text'])
    .where('reference', '=', reference)
    .where('subject', 'like', 'Your code for booking%')
    .where('id', '>', after)
    .orderBy('id')
    .execute();
}

/** Waits for the work a 202 leaves behind (the code is queued after the answer). */
export async function settle(api: TestApi, reference: string, after: SentMark, expected: number): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    if ((await codesSince(api, reference, after)).length >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function codeIn(bodyText: string): string {
  const match = / is (\d{6})\. It is valid/.exec(bodyText);
  if (!match?.[1]) throw new Error('no code in the e-mail');
  return match[1];
}

/** Asks for a code (202) and answers the one sent (e-mailed, or by SMS to a phone), or null when none came. */
export async function requestCode(
  api: TestApi,
  reference: string,
  contact: string,
  { expectMail = true }: { expectMail?: boolean } = {},
): Promise<string | null> {
  const before = await newestSent(api);
  const response = await postJson(api, LOOKUP, { reference, contact });
  expect(response.status).toBe(202);
  if (!expectMail) {
    // Long enough for a code the server wrongly queued to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } else {
    await settle(api, reference, before, 1);
  }
  const last = (await codesSince(api, reference, before)).at(-1);
  return last ? last.code : null;
}

/**
 * The booking opened as a patient does: a code asked for, read from its e-mail and typed in; the
 * look-up's answer (200), asked in `query` (`?lang=hi`).
 */
export async function openedWithCode(
  api: TestApi,
  booking: { reference: string; phone: string },
  query = '',
): Promise<BookingAccess> {
  const code = await requestCode(api, booking.reference, booking.phone);
  const found = await postJson(api, `${LOOKUP}${query}`, {
    reference: booking.reference,
    contact: booking.phone,
    code,
  });
  expect(found.status).toBe(200);
  return (await found.json()) as BookingAccess;
}

/** The confirmation e-mail's link token for a booking. */
export async function linkTokenOf(api: TestApi, reference: string): Promise<string> {
  const mail = await api.app.db
    .selectFrom('outbox')
    .select('body_text')
    .where('reference', '=', reference)
    .where('subject', 'like', '%booked:%')
    .executeTakeFirstOrThrow();
  const match = /\/manage-booking#token=([A-Za-z0-9_-]+)/.exec(mail.body_text);
  if (!match?.[1]) throw new Error('no link in the confirmation');
  return match[1];
}
