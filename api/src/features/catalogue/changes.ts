/**
 * The catalogue's history (issue 48): every change saved at the desk (a timetable, leave, a fee or
 * price, a doctor's profile, the hospital's facts) is one `catalogue_changes` row with its staff
 * member, time, and state before and after, written in the change's own transaction so the history
 * never misses a change nor holds one that was rolled back. The highest id is the catalogue's
 * version: what the page server compares to know its HTML is stale.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CatalogueState, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface CatalogueChange {
  /** The staff member who saved it; null for the command line. */
  actorId: number | null;
  /** `doctor:12`, `package:full-body-checkup`, `test:3`, `hospital`. */
  subject: string;
  doctorId?: number | null;
  /** What was done, `timetable.saved`, `leave.confirmed`, `fee.scheduled`, `profile.saved`, … */
  action: string;
  before: CatalogueState;
  after: CatalogueState;
}

export interface CatalogueHistoryEntry {
  id: string;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  subject: string;
  action: string;
  before: CatalogueState;
  after: CatalogueState;
}

const json = (state: CatalogueState) => (state === null ? null : JSON.stringify(state));

/** Records one change; returns its id (the catalogue's new version). */
export async function recordCatalogueChange(db: Db, change: CatalogueChange): Promise<string> {
  const row = await db
    .insertInto('catalogue_changes')
    .values({
      actor_id: change.actorId,
      subject: change.subject,
      doctor_id: change.doctorId ?? null,
      action: change.action,
      before: json(change.before),
      after: json(change.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The catalogue's version: the last change's id, or `'0'` before any. */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('catalogue_changes')
    .select((eb) => eb.fn.max('id').as('version'))
    .executeTakeFirst();
  return row?.version === null || row?.version === undefined ? '0' : String(row.version);
}

/** A subject's changes, newest first, `limit` of them before the id `before` (older pages). */
export async function catalogueHistory(
  db: Db,
  subject: string,
  limit: number,
  before: string | null = null,
): Promise<CatalogueHistoryEntry[]> {
  let query = db
    .selectFrom('catalogue_changes as change')
    .leftJoin('staff_accounts as staff', 'staff.id', 'change.actor_id')
    .select([
      'change.id',
      'change.at',
      'change.actor_id as actorId',
      'staff.name as actorName',
      'change.subject',
      'change.action',
      'change.before',
      'change.after',
    ])
    .where('change.subject', '=', subject)
    .orderBy('change.id', 'desc')
    .limit(limit);
  if (before !== null) query = query.where('change.id', '<', before);
  return query.execute();
}

/** A subject changed since a version, with its last change's time. */
export interface ChangedSubject {
  subject: string;
  at: Date;
}

/**
 * The subjects changed after the version `since`, oldest first, each with its last change's time;
 * null when more than `cap` changed (re-render everything rather than page by page).
 */
export async function catalogueChangesSince(db: Db, since: string, cap: number): Promise<ChangedSubject[] | null> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select((eb) => ['subject', eb.fn.max('at').as('at'), eb.fn.max('id').as('last')])
    .where('id', '>', since)
    .groupBy('subject')
    .orderBy('last')
    .limit(cap + 1)
    .execute();
  if (rows.length > cap) return null;
  return rows.map((row) => ({ subject: row.subject, at: new Date(row.at) }));
}
