/**
 * The run sheet's queries on the lab bookings (migration 0033): one day's rows with what the
 * phlebotomist needs, one row locked for a mark, and the marks' and views' history.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { LabDeskMark } from '../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

export interface LabDeskRow {
  id: number;
  reference: string;
  visit_date: string;
  collection: 'lab' | 'home';
  lab_id: number | null;
  lab_name: string | null;
  tests: string[] | null;
  package_name: string | null;
  price: number;
  patient_name: string;
  age: number;
  phone: string;
  address: string;
  collection_pincode: string | null;
  collection_window: string | null;
  status: 'booked' | 'cancelled';
  desk_status: LabDeskMark | null;
  collected_at: Date | null;
  version: number;
  created_at: Date;
}

function rows(db: Db) {
  return (
    db
      .selectFrom('lab_appointments as a')
      .leftJoin('labs as l', 'l.id', 'a.lab_id')
      .leftJoin('care_packages as p', 'p.id', 'a.package_id')
      .select([
        'a.id',
        'a.reference',
        'a.collection',
        'a.lab_id',
        'l.lab_name',
        'a.price',
        'a.patient_name',
        'a.age',
        'a.phone',
        'a.address',
        'a.collection_pincode',
        'a.collection_window',
        'a.status',
        'a.desk_status',
        'a.collected_at',
        'a.version',
        'a.created_at',
      ])
      // The tests in the order chosen; a booking from before migration 0017 has its one `test_id`.
      .select((eb) =>
        sql<string[] | null>`coalesce(
          (select array_agg(t.test_name order by bt.position)
             from lab_appointment_tests bt join lab_tests t on t.id = bt.test_id
            where bt.appointment_id = ${eb.ref('a.id')}),
          (select array[t.test_name] from lab_tests t where t.id = ${eb.ref('a.test_id')})
        )`.as('tests'),
      )
      .select(sql<string>`to_char(a.visit_date, 'YYYY-MM-DD')`.as('visit_date'))
      .select(sql<string | null>`p.texts -> 'en' ->> 'name'`.as('package_name'))
  );
}

/** One day's lab bookings, cancelled ones too (the sheet shows them struck), in the order booked. */
export function dayRows(db: Db, date: string): Promise<LabDeskRow[]> {
  return rows(db).where('a.visit_date', '=', date).orderBy('a.created_at').orderBy('a.id').execute();
}

/** One booking by reference, locked for a mark when `lock`. */
export function labRow(db: Db, reference: string, lock: boolean): Promise<LabDeskRow | undefined> {
  const query = rows(db).where('a.reference', '=', reference);
  return (lock ? query.forUpdate('a') : query).executeTakeFirst();
}

export function changeMark(db: Db, id: number, mark: LabDeskMark | null, collectedAt: Date | null) {
  return db
    .updateTable('lab_appointments')
    .set({ desk_status: mark, collected_at: collectedAt })
    .where('id', '=', id)
    .execute();
}

export interface LabHistoryInput {
  appointmentId: number;
  at: Date;
  actorId: number | null;
  action: 'view' | 'status';
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  network: string | null;
}

export async function addLabHistory(db: Db, entries: readonly LabHistoryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('lab_booking_history')
    .values(
      entries.map((entry) => ({
        appointment_id: entry.appointmentId,
        at: entry.at,
        actor_id: entry.actorId,
        action: entry.action,
        from_status: entry.from ?? null,
        to_status: entry.to ?? null,
        reason: entry.reason ?? null,
        network: entry.network,
      })),
    )
    .execute();
}

/** Of `ids`, the bookings the member has viewed since `since` (a sheet reloaded is one viewing). */
export async function labViewedSince(
  db: Db,
  actorId: number | null,
  ids: readonly number[],
  since: Date,
): Promise<Set<number>> {
  if (ids.length === 0 || actorId === null) return new Set();
  const found = await db
    .selectFrom('lab_booking_history')
    .select('appointment_id')
    .distinct()
    .where('actor_id', '=', actorId)
    .where('action', '=', 'view')
    .where('at', '>', since)
    .where('appointment_id', 'in', ids)
    .execute();
  return new Set(found.map((row) => row.appointment_id));
}

export function labHistory(db: Db, appointmentId: number) {
  return db
    .selectFrom('lab_booking_history as h')
    .leftJoin('staff_accounts as s', 's.id', 'h.actor_id')
    .select([
      'h.id',
      'h.at',
      'h.actor_id',
      's.name as actor_name',
      's.email as actor_email',
      'h.action',
      'h.from_status',
      'h.to_status',
      'h.reason',
      'h.network',
    ])
    .where('h.appointment_id', '=', appointmentId)
    .orderBy('h.id', 'desc')
    .execute();
}

export async function forgetOldLabHistory(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('lab_booking_history').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
