/**
 * The manage-booking flow as a patient goes through it: ask for a code, read it from the e-mail the
 * outbox holds, use it; or open the confirmation's link.
 */
import type { BookingAccess } from 'contract';
import { postJson } from './helpers';
import type { TestApi } from './helpers';

export const LOOKUP = '/api/appointment/lookup/';
export const CANCEL = '/api/appointment/cancel/';

async function newestMailId(api: TestApi): Promise<number> {
  const row = await api.app.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
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

/** Waits for the work a 202 leaves behind (the code e-mail is queued after the answer). */
export async function settle(api: TestApi, reference: string, after: number, expected: number): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    if ((await codeMailsSince(api, reference, after)).length >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function codeIn(bodyText: string): string {
  const match = / is (\d{6})\. It is valid/.exec(bodyText);
  if (!match?.[1]) throw new Error('no code in the e-mail');
  return match[1];
}

/** Asks for a code (202) and answers the one e-mailed, or null when none came. */
export async function requestCode(
  api: TestApi,
  reference: string,
  contact: string,
  { expectMail = true }: { expectMail?: boolean } = {},
): Promise<string | null> {
  const before = await newestMailId(api);
  const response = await postJson(api, LOOKUP, { reference, contact });
  expect(response.status).toBe(202);
  if (!expectMail) {
    // Long enough for a code the server wrongly queued to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } else {
    await settle(api, reference, before, 1);
  }
  const mails = await codeMailsSince(api, reference, before);
  const last = mails.at(-1);
  return last ? codeIn(last.body_text) : null;
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
