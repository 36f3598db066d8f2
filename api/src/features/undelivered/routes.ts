/**
 * Undelivered e-mails for the admin (issue 47's "undelivered notices"): what `npm run outbox -- list`
 * shows (pending, failed and suppressed e-mails, the recipient masked, never a body), and its
 * `retry` for one given up, which the API's dispatcher then sends at once. Beside them, under
 * `phone/`, the SMS and WhatsApp messages given up (issue 49), each retried the same way. Each retry
 * is in the staff audit with the member.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { LIMITS } from 'contract';
import type { UndeliveredNotice, UndeliveredPhoneNotice } from 'contract';
import { listOf, ref, refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { listUndelivered, retryMessage } from '../../mail/staff';
import type { UndeliveredMail } from '../../mail/staff';
import { givenUpNotices, noticeForStaff, retryNotice } from '../notices';
import type { GivenUpNotice } from '../notices';
import { STAFF_ACCESS, staffRoute } from '../staff';

const SCHEMAS: Record<'list' | 'retry' | 'phoneList' | 'phoneRetry', FastifySchema> = {
  list: {
    summary: 'E-mails that did not go out (admin)',
    description:
      'As `npm run outbox -- list` shows them, oldest first: pending (still tried), failed (given up; may be ' +
      'retried), suppressed (over the hourly limit; never sent). The recipient masked, never the body.',
    response: { 200: listOf('UndeliveredNotice'), ...refusals(401, 403) },
  },
  retry: {
    summary: 'Send a given-up e-mail again (admin)',
    description:
      'Body `{}`. Only a failed one: it is put back with its attempts counted afresh and sent at once. 404 ' +
      '`noticeNotFound` (or sent already); 409 `noticeNotRetried` with `notice` as it is now.',
    response: { 200: ref('UndeliveredNotice'), ...refusals(401, 403, 404, 409, 415, 429) },
  },
  phoneList: {
    summary: 'SMS and WhatsApp messages given up (admin)',
    description:
      'As `npm run outbox -- list` shows them after the e-mails, oldest first: failed (refused after the last ' +
      'attempt) and unconfirmed (an SMS that got no answer: it may have reached the patient). Channel, kind, ' +
      'booking reference, last error and when it was queued; the phone masked, never the text.',
    response: { 200: listOf('UndeliveredPhoneNotice'), ...refusals(401, 403) },
  },
  phoneRetry: {
    summary: 'Send a given-up SMS or WhatsApp message again (admin)',
    description:
      'Body `{}`. Only a failed or unconfirmed one (an unconfirmed SMS may then reach the patient twice): it is ' +
      'queued again with its attempts counted afresh and sent at once (a reminder in the night waits for 08:00). ' +
      '404 `phoneNoticeNotFound`; 409 `phoneNoticeNotRetried` with `notice` as it is now.',
    response: { 200: ref('UndeliveredPhoneNotice'), ...refusals(401, 403, 404, 409, 415, 429) },
  },
};

/** The last four digits: enough to match a patient on the phone. */
const maskPhone = (phone: string) => `******${phone.slice(-4)}`;

const phoneNoticeOf = (notice: GivenUpNotice): UndeliveredPhoneNotice => ({
  id: notice.id,
  channel: notice.channel,
  kind: notice.kind,
  reference: notice.reference,
  status: notice.status,
  attempts: notice.attempts,
  last_error: notice.last_error,
  created_at: notice.created_at.toISOString(),
  phone: maskPhone(notice.phone),
});

const noticeOf = (mail: UndeliveredMail): UndeliveredNotice => ({
  id: mail.id,
  status: mail.status,
  purpose: mail.purpose,
  attempts: mail.attempts,
  last_error: mail.lastError,
  created_at: mail.createdAt.toISOString(),
  recipient: mail.recipient,
});

function idParam(params: unknown): number | null {
  const raw = (params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

function actorOf(request: FastifyRequest) {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

export default async function undeliveredRoutes(app: FastifyInstance): Promise<void> {
  const undelivered = async (id: number) => (await listUndelivered(app.db)).find((mail) => mail.id === id) ?? null;

  app.get(
    '/api/staff/undelivered/',
    { schema: SCHEMAS.list, config: staffRoute(STAFF_ACCESS.admin) },
    async (): Promise<UndeliveredNotice[]> => (await listUndelivered(app.db)).map(noticeOf),
  );

  app.post(
    '/api/staff/undelivered/:id/retry/',
    { schema: SCHEMAS.retry, config: staffRoute(STAFF_ACCESS.admin) },
    async (request, reply) => {
      const id = idParam(request.params);
      const outcome = id === null ? ({ result: 'not_found' } as const) : await retryMessage(app.db, id);
      const now = id === null ? null : await undelivered(id);
      if (outcome.result === 'not_found' || !now) {
        return reply.status(404).send(messageAnswer({ code: 'noticeNotFound' }));
      }
      if (outcome.result === 'refused') {
        return reply.status(409).send({ ...messageAnswer({ code: 'noticeNotRetried' }), notice: noticeOf(now) });
      }
      await app.staff.audit(actorOf(request), 'notice.retried', `outbox:${now.id}`);
      app.outbox.kick();
      return noticeOf(now);
    },
  );

  app.get(
    '/api/staff/undelivered/phone/',
    { schema: SCHEMAS.phoneList, config: staffRoute(STAFF_ACCESS.admin) },
    async (): Promise<UndeliveredPhoneNotice[]> => (await givenUpNotices(app.db)).map(phoneNoticeOf),
  );

  app.post(
    '/api/staff/undelivered/phone/:id/retry/',
    { schema: SCHEMAS.phoneRetry, config: staffRoute(STAFF_ACCESS.admin) },
    async (request, reply) => {
      const id = idParam(request.params);
      const outcome = id === null ? 'not_found' : await retryNotice(app.db, id, app.notices.now());
      const now = id === null ? undefined : await noticeForStaff(app.db, id);
      if (outcome === 'not_found' || !now) {
        return reply.status(404).send(messageAnswer({ code: 'phoneNoticeNotFound' }));
      }
      if (outcome === 'refused') {
        return reply
          .status(409)
          .send({ ...messageAnswer({ code: 'phoneNoticeNotRetried' }), notice: phoneNoticeOf(now) });
      }
      await app.staff.audit(actorOf(request), 'notice.retried', `notices:${now.id}`, { channel: now.channel });
      app.notices.dispatcher.kick();
      return phoneNoticeOf(now);
    },
  );
}
