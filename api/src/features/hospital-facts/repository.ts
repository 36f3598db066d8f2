/**
 * The hospital's facts as the admin saved them (migration 0035): one row read and written whole.
 * Before the first save there is none, and the contract's defaults are the facts (version 0).
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import type { EditableHospitalFacts, HospitalFactKey } from 'contract/hospital';
import type { StaffHospitalFacts } from 'contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Any constant works; it only has to be the same for every server on this database. */
const FACTS_LOCK_KEY = 4_000_048;

const FACT_KEYS = Object.keys(HOSPITAL_FACT_DEFAULTS) as HospitalFactKey[];

/**
 * The stored document as facts: each known key of the defaults' type, the default for any other (a
 * fact added by a later release, before the admin has saved it).
 */
export function factsOf(stored: object | null): EditableHospitalFacts {
  const facts = { ...HOSPITAL_FACT_DEFAULTS };
  for (const key of FACT_KEYS) {
    const value = (stored as Partial<Record<string, unknown>> | null)?.[key];
    if (typeof value === typeof HOSPITAL_FACT_DEFAULTS[key]) Object.assign(facts, { [key]: value });
  }
  return facts;
}

/** The facts saved, their version, and who saved them when. */
export async function storedFacts(db: Db): Promise<StaffHospitalFacts> {
  const row = await db
    .selectFrom('hospital_facts as facts')
    .leftJoin('staff_accounts as staff', 'staff.id', 'facts.updated_by')
    .select(['facts.facts', 'facts.version', 'facts.updated_at', 'facts.updated_by', 'staff.name'])
    .where('facts.id', '=', 1)
    .executeTakeFirst();
  if (!row) return { ...HOSPITAL_FACT_DEFAULTS, version: 0, updated_at: null, updated_by: null };
  return {
    ...factsOf(row.facts),
    version: row.version,
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by: row.updated_by === null || row.name === null ? null : { id: row.updated_by, name: row.name },
  };
}

/** Holds the facts' lock for the transaction: two saves, even the first two, are taken one after the other. */
export async function lockFacts(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${FACTS_LOCK_KEY})`.execute(trx);
}

/** Writes the facts as version `version`. */
export async function writeFacts(
  trx: Transaction<Database>,
  facts: EditableHospitalFacts,
  version: number,
  by: number | null,
  at: Date,
): Promise<void> {
  const values = { facts: JSON.stringify(facts), version, updated_at: at, updated_by: by };
  await trx
    .insertInto('hospital_facts')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
