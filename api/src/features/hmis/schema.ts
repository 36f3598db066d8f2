/**
 * The tables of migration 0031, merged into the database's types here rather than in db/schema.ts,
 * which other work of issue 48 has open: the lead may move them there.
 */
import type { ColumnType, Generated } from 'kysely';

/** An HMIS's API key: its name and keyed hash only (migration 0031). */
export interface HmisKeysTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  created_by: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
  last_used_at: ColumnType<Date | null, never, Date>;
}

declare module '../../db/schema' {
  interface Database {
    hmis_keys: HmisKeysTable;
  }
  interface DoctorAppointmentsTable {
    /** Set by a trigger on every update, for the HMIS feed's `_lastUpdated` (migration 0031). */
    updated_at: ColumnType<Date, never, never>;
  }
}
