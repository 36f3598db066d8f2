/**
 * The desk's contact inbox (issue 47): the only SQL that reads contact messages for staff or moves
 * their status. A status change is made under the row's lock, so two desks marking one message at
 * once are served one after the other and the second sees the first's version.
 */
import type { Kysely, Transaction } from 'kysely';
import { STAFF_INBOX_LIMITS } from 'contract';
import type { ContactInboxItem, ContactInboxMessage, ContactStatus, ContactStatusMove } from 'contract';
import type { Database } from '../../db';

type Db = Kysely<Database> | Transaction<Database>;

function baseQuery(db: Db) {
  return db
    .selectFrom('contact_messages as message')
    .leftJoin('staff_accounts as member', 'member.id', 'message.status_by')
    .select([
      'message.id',
      'message.created_at',
      'message.name',
      'message.email',
      'message.phone',
      'message.subject',
      'message.message',
      'message.status',
      'message.status_at',
      'message.status_by',
      'message.version',
      'member.name as member_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function messageOf(row: Row): ContactInboxMessage {
  return {
    id: row.id,
    received_at: row.created_at.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    status_change:
      row.status_at === null
        ? null
        : {
            at: row.status_at.toISOString(),
            by:
              row.status_by === null || row.member_name === null ? null : { id: row.status_by, name: row.member_name },
          },
    version: row.version,
  };
}

function itemOf(row: Row): ContactInboxItem {
  const { email: _email, phone: _phone, message, ...rest } = messageOf(row);
  const characters = Array.from(message.replace(/\s+/g, ' ').trim());
  const preview =
    characters.length > STAFF_INBOX_LIMITS.previewMax
      ? `${characters.slice(0, STAFF_INBOX_LIMITS.previewMax - 1).join('')}…`
      : characters.join('');
  return { ...rest, preview };
}

/** One page of one status's messages, newest first, from before the id given (the page before's last). */
export async function inboxPage(
  db: Db,
  status: ContactStatus,
  before: number | null,
  limit: number,
): Promise<ContactInboxItem[]> {
  let query = baseQuery(db).where('message.status', '=', status).orderBy('message.id', 'desc').limit(limit);
  if (before !== null) query = query.where('message.id', '<', before);
  return (await query.execute()).map(itemOf);
}

export async function inboxMessage(db: Db, id: number): Promise<ContactInboxMessage | null> {
  const row = await baseQuery(db).where('message.id', '=', id).executeTakeFirst();
  return row ? messageOf(row) : null;
}

/** Locks the message's row for the transaction's rest and reads it. */
export async function lockInboxMessage(trx: Transaction<Database>, id: number): Promise<ContactInboxMessage | null> {
  const locked = await trx
    .selectFrom('contact_messages')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked ? inboxMessage(trx, id) : null;
}

export async function setInboxStatus(
  trx: Transaction<Database>,
  id: number,
  change: { status: ContactStatusMove; at: Date; by: number },
): Promise<void> {
  await trx
    .updateTable('contact_messages')
    .set((eb) => ({
      status: change.status,
      status_at: change.at,
      status_by: change.by,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
