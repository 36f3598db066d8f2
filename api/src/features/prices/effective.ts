/**
 * The price in effect on a day, as every read and the booking's trigger take it: the latest change
 * from that day or before (`price_changes`), else the row's own column (the price before any
 * change). One SQL function, `price_on()` (migration 0029), so the list a patient reads, the form's
 * quote and the booking's charge cannot disagree.
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { todayInHospitalZone } from 'contract';
import type { PricedItem } from '../../db/schema';

/** `price_on(item, <id column>, <base price column>, day)`: columns named as the query has them. */
export function priceOn(item: PricedItem, idColumn: string, baseColumn: string, day: string): RawBuilder<number> {
  return sql<number>`price_on(${item}, ${sql.ref(idColumn)}, ${sql.ref(baseColumn)}, ${day}::date)`;
}

/** The day whose prices a booking made at `now` is charged: the hospital's today. */
export const priceDay = (now: Date = new Date()): string => todayInHospitalZone(now);
