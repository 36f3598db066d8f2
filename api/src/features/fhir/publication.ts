/**
 * What `/fhir/R4/` publishes: the catalogue's resources (Location, Practitioner, PractitionerRole,
 * HealthcareService, Schedule) and the slots of the next PUBLISHED_DAYS (31) days, the SMART Scheduling
 * Links files among them. Slots are the doctors feature's own (`availability`, as
 * `/api/doctor/availability/` answers), never worked out again here.
 *
 * Both are kept for MAX_AGE_MS: a feed's clients poll every minute or more and the embedded
 * database answers one query at a time. A booking therefore shows as busy within MAX_AGE_MS, plus
 * the Cache-Control age a client may keep the file for (together at most 60 seconds).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AVAILABILITY_MAX_DAYS, latestVisitDay, todayInHospitalZone } from 'contract';
import type { Database } from '../../db';
import { addDays, availability, daysOff, doctorSessions, heldSlots, inEffectOn } from '../doctors';
import { daysOffFrom, listDepartments, listDoctors, listPackages } from './repository';
import {
  departmentService,
  locations,
  packageService,
  placesOf,
  practitioner,
  practitionerRole,
  schedule,
  slots,
} from './resources';
import type { SessionRow } from '../doctors';
import type { DoctorRow, FhirResource } from './resources';

/** The days each publication's Slot file covers, today counted: as many as one search may ask for. */
export const PUBLISHED_DAYS = AVAILABILITY_MAX_DAYS;
/** How long a built catalogue or publication is served before it is built again. */
export const MAX_AGE_MS = 30_000;

/** Searches past the published days kept at once (keys come from queries, so they are bounded). */
const MAX_SEARCHES_KEPT = 100;

/** The resource types the catalogue holds, each a list in id order. */
export const CATALOGUE_TYPES = [
  'Location',
  'Practitioner',
  'PractitionerRole',
  'HealthcareService',
  'Schedule',
] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

export interface Catalogue {
  doctors: { row: DoctorRow; sessions: SessionRow[] }[];
  resources: Record<CatalogueType, FhirResource[]>;
}

/** The SMART Scheduling Links files, each NDJSON, one resource a line. */
export const BULK_TYPES = ['Location', 'PractitionerRole', 'Schedule', 'Slot'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

export interface Publication {
  /** When this content was first published (kept while what is published stays the same). */
  transactionTime: string;
  files: Record<BulkType, string>;
  /** The days the slots cover, hospital zone. */
  from: string;
  to: string;
  slots: FhirResource[];
  /** How long building it took, in milliseconds (for the note's figures). */
  buildMs: number;
}

export interface PublisherSettings {
  siteUrl: string;
  counterQuota: number;
}

const ndjson = (resources: readonly FhirResource[]) =>
  resources.map((resource) => `${JSON.stringify(resource)}\n`).join('');

interface Kept<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class Publisher {
  private catalogueKept: Kept<Catalogue> | null = null;
  private publicationKept: Kept<Publication> | null = null;
  /** Searches past the published days, by doctors and days: each kept as long as a publication. */
  private readonly searchesKept = new Map<string, Kept<FhirResource[]>>();
  /** The last publication's content and time: an unchanged one keeps its transactionTime. */
  private last: { digest: string; transactionTime: string } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: PublisherSettings,
  ) {}

  catalogue(): Promise<Catalogue> {
    this.catalogueKept = this.fresh(this.catalogueKept, () => this.buildCatalogue(new Date()));
    return this.catalogueKept.value;
  }

  publication(): Promise<Publication> {
    this.publicationKept = this.fresh(this.publicationKept, () => this.buildPublication());
    return this.publicationKept.value;
  }

  /**
   * The slots of `doctors` from `from` to `to` (days in the hospital's zone), as the site offers them
   * now: none before today or past the booking horizon.
   */
  async slotsOf(doctors: Catalogue['doctors'], from: string, to: string, now: Date): Promise<FhirResource[]> {
    const first = from < todayInHospitalZone(now) ? todayInHospitalZone(now) : from;
    const last = to > latestVisitDay(now) ? latestVisitDay(now) : to;
    if (first > last) return [];
    const each = await Promise.all(
      doctors.map(async ({ row, sessions }) => {
        if (sessions.length === 0) return [];
        const [off, held] = await Promise.all([
          daysOff(this.db, row.id, first, last),
          heldSlots(this.db, row.id, first, last),
        ]);
        const days = availability(first, last, sessions, off, held, now, this.settings.counterQuota);
        return slots(row, days, this.settings.siteUrl);
      }),
    );
    return each.flat();
  }

  /**
   * `slotsOf` for a search past the published days, kept MAX_AGE_MS like the publication: such a
   * search reads every doctor's diary for up to 31 days, too much to do again for each request.
   */
  searchedSlots(doctors: Catalogue['doctors'], from: string, to: string): Promise<FhirResource[]> {
    const key = `${doctors.map(({ row }) => row.id).join(',')}|${from}|${to}`;
    const kept = this.fresh(this.searchesKept.get(key) ?? null, () => this.slotsOf(doctors, from, to, new Date()));
    this.searchesKept.delete(key);
    // Keys come from the query: the oldest goes once there are MAX_SEARCHES_KEPT.
    if (this.searchesKept.size >= MAX_SEARCHES_KEPT) {
      const oldest = this.searchesKept.keys().next();
      if (!oldest.done) this.searchesKept.delete(oldest.value);
    }
    this.searchesKept.set(key, kept);
    return kept.value;
  }

  private fresh<T>(kept: Kept<T> | null, build: () => Promise<T>): Kept<T> {
    const now = Date.now();
    if (kept && kept.expiresAt > now) return kept;
    const value = build();
    // A failed build is not kept: the next request tries again.
    value.catch(() => {
      if (this.catalogueKept?.value === value) this.catalogueKept = null;
      if (this.publicationKept?.value === value) this.publicationKept = null;
      for (const [key, search] of this.searchesKept) if (search.value === value) this.searchesKept.delete(key);
    });
    return { expiresAt: now + MAX_AGE_MS, value };
  }

  private async buildCatalogue(now: Date): Promise<Catalogue> {
    const today = todayInHospitalZone(now);
    const [doctorRows, departments, packages, off] = await Promise.all([
      listDoctors(this.db),
      listDepartments(this.db),
      listPackages(this.db),
      daysOffFrom(this.db, today),
    ]);
    const doctors = await Promise.all(
      // Every timetable not yet ended: each day's slots come from its own (issue 48).
      doctorRows.map(async (row) => ({ row, sessions: await doctorSessions(this.db, row.id, today) })),
    );
    const horizon = { start: today, end: latestVisitDay(now) };
    return {
      doctors,
      resources: {
        Location: locations(),
        Practitioner: doctors.map(({ row }) => practitioner(row)),
        // The weekly hours said are today's timetable's.
        PractitionerRole: doctors.map(({ row, sessions }) =>
          practitionerRole(
            row,
            sessions.filter((session) => inEffectOn(session, today)),
            off.get(row.id) ?? [],
          ),
        ),
        HealthcareService: [
          ...departments.map((department) =>
            departmentService(
              department,
              placesOf(doctors.filter(({ row }) => row.department_id === department.id).flatMap((d) => d.sessions)),
            ),
          ),
          ...packages.map(packageService),
        ],
        Schedule: doctors.flatMap(({ row, sessions }) =>
          placesOf(sessions).map((place) => schedule(row, place, horizon)),
        ),
      },
    };
  }

  private async buildPublication(): Promise<Publication> {
    const started = performance.now();
    const now = new Date();
    const catalogue = await this.catalogue();
    const today = todayInHospitalZone(now);
    const to = addDays(today, PUBLISHED_DAYS - 1);
    const published = await this.slotsOf(catalogue.doctors, today, to, now);
    const files: Record<BulkType, string> = {
      Location: ndjson(catalogue.resources.Location),
      PractitionerRole: ndjson(catalogue.resources.PractitionerRole),
      Schedule: ndjson(catalogue.resources.Schedule),
      Slot: ndjson(published),
    };
    const digest = createHash('sha256')
      .update(BULK_TYPES.map((type) => files[type]).join('\u0000'))
      .digest('base64url');
    if (this.last?.digest !== digest) this.last = { digest, transactionTime: now.toISOString() };
    return {
      transactionTime: this.last.transactionTime,
      files,
      from: today,
      to,
      slots: published,
      buildMs: performance.now() - started,
    };
  }
}
