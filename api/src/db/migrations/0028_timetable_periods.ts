import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The OPD manager's timetables (issue 48): a doctor's weekly sessions now have the days they are
 * in effect. Saving a timetable from day D ends the sessions in effect then on D − 1
 * (`effective_until`) and adds the new ones from D, so every day is worked out from the sessions
 * of its own timetable and the rows keep what was held when; the seeded sessions (null: since
 * always) stay as they are. A session may keep its own number of last slots for the counter,
 * null meaning the hospital's `DESK_COUNTER_QUOTA`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_sessions')
    .addColumn('effective_from', 'date')
    .addColumn('effective_until', 'date')
    .addColumn('counter_quota', 'integer', (col) => col.check(sql`counter_quota between 0 and 100`))
    .execute();
  await sql`
    alter table doctor_sessions add constraint doctor_sessions_effective_check
      check (effective_from is null or effective_until is null or effective_from <= effective_until)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table doctor_sessions drop constraint doctor_sessions_effective_check`.execute(db);
  await db.schema
    .alterTable('doctor_sessions')
    .dropColumn('effective_from')
    .dropColumn('effective_until')
    .dropColumn('counter_quota')
    .execute();
}
