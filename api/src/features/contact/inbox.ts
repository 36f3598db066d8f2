/**
 * The desk's contact inbox under `/api/staff/messages/` (issue 47), replacing "read from the table":
 * reception and OPD managers list the messages by status (newest first, paged), open one (each
 * opening audited with the member) and mark it answered or closed. A mark names the version the desk
 * read and is made under the row's lock: a stale one is 409 `contactMessageStale`, a move backwards
 * or to where it is 409 `contactStatusMove`, each with the message as it is now.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  CONTACT_STATUSES,
  contactStatusMoves,
  contactStatusSchema,
  fieldIssue,
  LIMITS,
  STAFF_INBOX_LIMITS,
} from 'contract';
import type { ContactInboxMessage, ContactInboxPage, ContactStatus, ContactStatusInput, FieldIssue } from 'contract';
import { ref, refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { inboxMessage, inboxPage, lockInboxMessage, setInboxStatus } from './inbox-repository';

const SCHEMAS: Record<'list' | 'open' | 'mark', FastifySchema> = {
  list: {
    summary: 'Contact messages (reception, OPD manager)',
    description:
      `\`?status=new|answered|closed\` (new when absent), newest first, ${STAFF_INBOX_LIMITS.pageSize} a page; ` +
      'each with its first characters, who moved it last and its `version`.',
    response: { 200: ref('ContactInboxPage'), ...refusals(400, 401, 403) },
  },
  open: {
    summary: 'One contact message (reception, OPD manager)',
    description: 'The whole message with its e-mail and phone; each opening is in the staff audit with the member.',
    response: { 200: ref('ContactInboxMessage'), ...refusals(401, 403, 404) },
  },
  mark: {
    summary: 'Mark a contact message answered or closed (reception, OPD manager)',
    description:
      'Body `{status: answered|closed, version}`; only forward (new → answered → closed). Records who and when. ' +
      '409 `contactMessageStale` (another desk changed it first) or `contactStatusMove`, with `contact_message` ' +
      'as it is now.',
    response: {
      200: ref('ContactInboxMessage'),
      409: ref('ContactConflict'),
      ...refusals(400, 401, 403, 404, 415, 429),
    },
  },
};

/** A refusal of a mark, with the message as it is now. */
class InboxConflict extends Error {
  constructor(
    readonly issue: FieldIssue,
    readonly current: ContactInboxMessage,
  ) {
    super(issue.code);
  }
}

/** Marks a message under its row's lock; the audit row is written in the same transaction. */
async function mark(
  app: FastifyInstance,
  id: number,
  input: ContactStatusInput,
  actor: Actor & { actorId: number },
): Promise<ContactInboxMessage | null> {
  return app.db.transaction().execute(async (trx) => {
    const current = await lockInboxMessage(trx, id);
    if (!current) return null;
    if (current.version !== input.version) throw new InboxConflict({ code: 'contactMessageStale' }, current);
    if (!contactStatusMoves(current.status, input.status)) {
      throw new InboxConflict({ code: 'contactStatusMove' }, current);
    }
    await setInboxStatus(trx, id, { status: input.status, at: app.staff.now(), by: actor.actorId });
    await app.staff.audit(actor, 'contact.marked', `contact:${id}`, { from: current.status, to: input.status }, trx);
    return inboxMessage(trx, id);
  });
}

function idParam(params: unknown): number | null {
  const raw = (params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

function actorOf(request: FastifyRequest): Actor & { actorId: number } {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

const notFound = (reply: FastifyReply) => reply.status(404).send(messageAnswer({ code: 'contactMessageNotFound' }));

function listQuery(query: unknown): { status: ContactStatus; before: number | null } {
  const { status = 'new', before } = (query ?? {}) as Record<string, unknown>;
  const problems: Record<string, FieldIssue> = {};
  if (typeof status !== 'string' || !(CONTACT_STATUSES as readonly string[]).includes(status)) {
    problems['status'] = fieldIssue('contactInboxStatus');
  }
  const beforeOk = before === undefined || before === '' || (typeof before === 'string' && /^\d{1,10}$/.test(before));
  if (!beforeOk) problems['before'] = fieldIssue('contactInboxBefore');
  if (Object.keys(problems).length > 0) throw new BadInputError(problems);
  return {
    status: status as ContactStatus,
    before: before === undefined || before === '' ? null : Number(before),
  };
}

export default async function contactInboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/staff/messages/',
    {
      schema: SCHEMAS.list,
      config: {
        ...staffRoute(STAFF_ACCESS.desk),
        docs: {
          query: {
            status: '`new` (the default), `answered` or `closed`',
            before: 'the `next_before` of the page before: messages older than it',
          },
        },
      },
    },
    async (request): Promise<ContactInboxPage> => {
      const { status, before } = listQuery(request.query);
      const rows = await inboxPage(app.db, status, before, STAFF_INBOX_LIMITS.pageSize + 1);
      const page = rows.slice(0, STAFF_INBOX_LIMITS.pageSize);
      const last = page.at(-1);
      return { messages: page, next_before: rows.length > STAFF_INBOX_LIMITS.pageSize && last ? last.id : null };
    },
  );

  app.get(
    '/api/staff/messages/:id/',
    { schema: SCHEMAS.open, config: staffRoute(STAFF_ACCESS.desk) },
    async (request, reply) => {
      const id = idParam(request.params);
      const message = id === null ? null : await inboxMessage(app.db, id);
      if (!message) return notFound(reply);
      await app.staff.audit(actorOf(request), 'contact.viewed', `contact:${message.id}`);
      return message;
    },
  );

  app.post(
    '/api/staff/messages/:id/status/',
    {
      schema: SCHEMAS.mark,
      config: { ...staffRoute(STAFF_ACCESS.desk), docs: { body: contactStatusSchema } },
    },
    async (request, reply) => {
      const id = idParam(request.params);
      const input = await validateBody(contactStatusSchema(), request.body);
      if (id === null) return notFound(reply);
      try {
        const marked = await mark(app, id, input, actorOf(request));
        return marked ?? notFound(reply);
      } catch (error) {
        if (!(error instanceof InboxConflict)) throw error;
        return reply
          .status(409)
          .send({ ...messageAnswer(error.issue), status: error.current.status, contact_message: error.current });
      }
    },
  );
}
