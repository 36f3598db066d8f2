/** The staff feature's SQL: accounts, recovery codes, sessions, enrolment tokens and the audit. */
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffAccount, StaffAuditEvent, StaffMember, StaffRole, StaffSessionInfo } from 'contract';
import type { Database } from '../../db';
import type { StaffAccountsTable, StaffAuditDetails, StaffSessionsTable } from '../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;
export type StaffRow = Selectable<StaffAccountsTable>;
type SessionRow = Selectable<StaffSessionsTable>;

export const memberOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const accountOf = (row: StaffRow): StaffAccount => ({
  ...memberOf(row),
  created_at: row.created_at.toISOString(),
  enrolled_at: row.enrolled_at?.toISOString() ?? null,
  disabled_at: row.disabled_at?.toISOString() ?? null,
});

export function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff_accounts').selectAll().orderBy('id').execute();
}

/** A new account, or undefined when the e-mail is taken (in any case). */
export async function insertStaff(
  db: Db,
  account: { email: string; name: string; role: StaffRole },
): Promise<StaffRow | undefined> {
  return db
    .insertInto('staff_accounts')
    .values(account)
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export const sessionInfo = (row: SessionRow, currentId: number | null): StaffSessionInfo => ({
  id: String(row.id),
  created_at: row.created_at.toISOString(),
  last_seen_at: row.last_seen_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  network: row.network,
  user_agent: row.user_agent,
  current: row.id === currentId,
});

export function listSessions(db: Db, staffId: number, now: Date, idleMs: number): Promise<SessionRow[]> {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - idleMs))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function endSessions(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** Every enrolment link of the account not yet used stops working (a new one replaces it, or the account is disabled). */
export async function retireEnrolmentTokens(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .updateTable('staff_enrolment_tokens')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

export interface AuditInput {
  actorId: number | null;
  action: string;
  target?: string | null;
  network?: string | null;
  details?: StaffAuditDetails;
}

export async function insertAudit(db: Db, at: Date, event: AuditInput): Promise<void> {
  await db
    .insertInto('staff_audit_events')
    .values({
      at,
      actor_id: event.actorId,
      action: event.action,
      target: event.target ?? null,
      network: event.network ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

/** Newest first, `limit` events with an id below `before` (all when null). */
export async function auditPage(db: Db, before: number | null, limit: number): Promise<StaffAuditEvent[]> {
  let query = db
    .selectFrom('staff_audit_events as event')
    .leftJoin('staff_accounts as actor', 'actor.id', 'event.actor_id')
    .select([
      'event.id',
      'event.at',
      'event.action',
      'event.target',
      'event.network',
      'event.details',
      'actor.id as actor_id',
      'actor.email as actor_email',
      'actor.name as actor_name',
    ])
    .orderBy('event.id', 'desc')
    .limit(limit);
  if (before !== null) query = query.where('event.id', '<', String(before));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    actor:
      row.actor_id === null || row.actor_email === null || row.actor_name === null
        ? null
        : { id: row.actor_id, email: row.actor_email, name: row.actor_name },
    action: row.action,
    target: row.target,
    network: row.network,
    details: row.details,
  }));
}
