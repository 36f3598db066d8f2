/**
 * Real visitors' speed: each beacon kept as one anonymous row, the daily 75th percentiles computed
 * when asked (the rows of a week are few thousand), and days past the period forgotten.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { VitalsBeacon, VitalsDay } from 'contract/vitals';
import type { Database } from '../../db';

/**
 * Days of beacons kept (issue 45): a quarter's trend. Not one of the privacy notice's periods
 * (`RETENTION`), as no row is personal data; the retention job deletes the older days all the same.
 */
export const VITALS_KEEP_DAYS = 90;

export async function insertVitals(db: Kysely<Database>, beacon: VitalsBeacon, day: string): Promise<void> {
  await db
    .insertInto('vitals_samples')
    .values({
      day,
      route: beacon.route,
      lang: beacon.lang,
      device: beacon.device,
      lcp: beacon.lcp ?? null,
      inp: beacon.inp ?? null,
      cls: beacon.cls ?? null,
      live: beacon.live ?? null,
    })
    .execute();
}

/** The 75th percentile of a metric, interpolated (null when no beacon had it), and how many had it. */
const p75 = (metric: 'lcp' | 'inp' | 'cls' | 'live') =>
  sql<number | null>`percentile_cont(0.75) within group (order by ${sql.ref(metric)})`;
const count = (metric: 'lcp' | 'inp' | 'cls' | 'live') => sql<number>`count(${sql.ref(metric)})::int`;

/** The `days` days up to `today` (the hospital's), newest first, then by route, language and device. */
export async function vitalsReport(db: Kysely<Database>, today: string, days: number): Promise<VitalsDay[]> {
  return db
    .selectFrom('vitals_samples')
    .select([
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'route',
      'lang',
      'device',
      sql<number>`count(*)::int`.as('visits'),
      p75('lcp').as('lcp'),
      count('lcp').as('lcpCount'),
      p75('inp').as('inp'),
      count('inp').as('inpCount'),
      p75('cls').as('cls'),
      count('cls').as('clsCount'),
      p75('live').as('live'),
      count('live').as('liveCount'),
    ])
    .where('day', '>', sql<string>`${today}::date - ${days}::int`)
    .where('day', '<=', sql<string>`${today}::date`)
    .groupBy(['day', 'route', 'lang', 'device'])
    .orderBy('day', 'desc')
    .orderBy('route')
    .orderBy('lang')
    .orderBy('device')
    .execute();
}

/** Deletes the rows of days more than `keepDays` before `today`; answers how many. */
export async function forgetOldVitals(trx: Transaction<Database>, today: string, keepDays: number): Promise<number> {
  const result = await trx
    .deleteFrom('vitals_samples')
    .where('day', '<', sql<string>`${today}::date - ${keepDays}::int`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
