/**
 * Keeps this process's facts those the database holds (issue 48). Read at start; then, before a
 * request is answered and every `VERSION_CHECK_MS` without one (routes.ts), the catalogue's version is looked at (asked of the database at most every
 * `VERSION_CHECK_MS`, `recentVersion`) and the facts read again when it moved: a save records a
 * catalogue change, so every API on the same PostgreSQL takes another instance's save within
 * seconds. A failed read keeps the facts in force and is tried again at the next look.
 */
import type { Kysely } from 'kysely';
import { setHospitalFacts } from 'contract/hospital';
import type { HospitalFactsAnswer, StaffHospitalFacts } from 'contract';
import type { Database } from '../../db/schema';
import { factsOf, storedFacts } from './repository';

export class HospitalFactsInForce {
  /** The catalogue version the facts in force were read at; null before the first read. */
  private readAt: string | null = null;
  private reading: Promise<void> | null = null;
  private current: HospitalFactsAnswer | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versionNow: () => Promise<string>,
  ) {}

  /** Reads the facts at the current version and puts them in force. */
  async load(): Promise<void> {
    await this.readAtVersion(await this.versionNow());
  }

  /** Puts the facts in force again when the catalogue's version moved since they were read. */
  async follow(): Promise<void> {
    const version = await this.versionNow();
    if (version !== this.readAt) await this.readAtVersion(version);
  }

  /** The facts in force and their version: what `/api/hospital/facts/` answers. */
  answer(): HospitalFactsAnswer {
    if (!this.current) throw new Error('The hospital’s facts were not read at start');
    return this.current;
  }

  /** A save made here: in force at once, before the version check comes round. */
  saved(facts: StaffHospitalFacts): void {
    this.current = { ...factsOf(facts), version: facts.version };
    setHospitalFacts(this.current);
  }

  private readAtVersion(version: string): Promise<void> {
    // One read at a time: the requests arriving meanwhile wait for it rather than read again.
    this.reading ??= (async () => {
      try {
        // The version is taken before the read: a save between the two is read again at the next one.
        this.saved(await storedFacts(this.db));
        this.readAt = version;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }
}
