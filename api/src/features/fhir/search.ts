/**
 * The search parameters `/fhir/R4/` understands, read strictly: a parameter it does not know, or a
 * value it cannot read, is a 400 naming the parameter (R4 lets a server refuse rather than ignore
 * one, and a client that asked for `status=fre` should not be handed every slot).
 */
import { AVAILABILITY_MAX_DAYS, isIsoDay, todayInHospitalZone } from 'contract';
import { addDays, daysBetween } from '../doctors';
import { HOSPITAL_OFFSET } from './resources';
import type { FhirResource, IssueAt } from './resources';

export class SearchError extends Error {
  constructor(readonly issue: IssueAt) {
    super(issue.diagnostics);
  }
}

export type Query = Record<string, string | string[] | undefined>;

export const valuesOf = (query: Query, name: string): string[] => [query[name] ?? []].flat();

/** `_format` may only ask for the JSON this server answers in. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

/** Refuses any parameter but `allowed` (and `_format` asking for JSON). */
export function onlyKnown(query: Query, allowed: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (name === '_format') {
      if (valuesOf(query, name).every((value) => JSON_FORMATS.has(value))) continue;
      throw new SearchError({ code: 'not-supported', parameter: name, diagnostics: '_format: only JSON is served' });
    }
    if (!allowed.includes(name)) {
      throw new SearchError({
        code: 'not-supported',
        parameter: name,
        diagnostics: `Unknown search parameter "${name}"; this resource is searched by ${allowed.join(', ') || 'no parameter'}`,
      });
    }
  }
}

/** Ids from a token or reference list: `1-hospital`, `Schedule/1-hospital`, comma-separated, repeated. */
export function idsOf(query: Query, name: string, type: string): Set<string> | null {
  const values = valuesOf(query, name);
  if (values.length === 0) return null;
  const ids = values.flatMap((value) => value.split(',')).map((id) => id.trim().replace(new RegExp(`^${type}/`), ''));
  if (ids.some((id) => !/^[A-Za-z0-9\-.]{1,64}$/.test(id))) {
    throw new SearchError({ code: 'invalid', parameter: name, diagnostics: `${name}: not a ${type} id or reference` });
  }
  return new Set(ids);
}

const SLOT_STATUSES = ['free', 'busy'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export function statusesOf(query: Query): Set<SlotStatus> | null {
  const values = valuesOf(query, 'status').flatMap((value) => value.split(','));
  if (values.length === 0) return null;
  const unknown = values.find((value) => !(SLOT_STATUSES as readonly string[]).includes(value));
  if (unknown !== undefined) {
    throw new SearchError({
      code: 'invalid',
      parameter: 'status',
      diagnostics: `status: "${unknown}" is not one of ${SLOT_STATUSES.join(', ')} (the slots published here)`,
    });
  }
  return new Set(values as SlotStatus[]);
}

/** `start` as asked: the instants it keeps, and the days (hospital zone) they fall on. */
export interface StartRange {
  from: string;
  to: string;
  keeps: (start: string) => boolean;
}

const PREFIXED = /^(eq|ge|gt|le|lt)?(.+)$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(Z|[+-](?:0\d|1[0-4]):[0-5]\d)?$/;

/** A date or dateTime value as the instants it covers: [first, after) in milliseconds. */
export function spanOf(value: string): [number, number] | null {
  if (isIsoDay(value)) {
    const first = Date.parse(`${value}T00:00:00${HOSPITAL_OFFSET}`);
    return [first, first + 86_400_000];
  }
  // An offset's `+` not encoded in the query arrives as a space.
  const match = DATE_TIME.exec(value.replace(/ (\d{2}:\d{2})$/, '+$1'));
  if (!match || !isIsoDay(match[1] ?? '')) return null;
  // A time without a zone is the hospital's, as R4 lets a server assume.
  const at = Date.parse(match[5] ? match[0] : `${match[0]}${HOSPITAL_OFFSET}`);
  return Number.isNaN(at) ? null : [at, at + 1];
}

/** The day in the hospital's zone of an instant in milliseconds. */
const dayOf = (at: number) => todayInHospitalZone(new Date(at));

/**
 * A date parameter's bounds in milliseconds, [low, high), from its values (`ge2026-12-07`,
 * `lt2026-12-08T10:00:00+05:30`, repeated for a range); ±Infinity where it sets none.
 */
export function boundsOf(query: Query, name: string): { low: number; high: number } {
  let low = -Infinity;
  let high = Infinity;
  for (const value of valuesOf(query, name)) {
    const [, prefix = 'eq', rest = ''] = PREFIXED.exec(value) ?? [];
    const span = spanOf(rest);
    if (!span) {
      throw new SearchError({
        code: 'invalid',
        parameter: name,
        diagnostics: `${name}: "${value}" is not a date (YYYY-MM-DD) or time (YYYY-MM-DDThh:mm:ss+05:30), with eq, ge, gt, le or lt before it`,
      });
    }
    const [first, after] = span;
    if (prefix === 'ge' || prefix === 'eq') low = Math.max(low, first);
    if (prefix === 'gt') low = Math.max(low, after);
    if (prefix === 'lt' || prefix === 'eq') high = Math.min(high, prefix === 'eq' ? after : first);
    if (prefix === 'le') high = Math.min(high, after);
  }
  return { low, high };
}

/**
 * `start=ge2026-12-07&start=lt2026-12-14` (a date, or a time with its offset): at most
 * AVAILABILITY_MAX_DAYS days, as `/api/doctor/availability/` answers; without a bound, the days
 * from today (or from the lower bound) to the most allowed. `name`: the parameter (Appointment's `date`).
 */
export function startRangeOf(query: Query, now: Date, name = 'start'): StartRange {
  const { low, high } = boundsOf(query, name);
  const from = Number.isFinite(low) ? dayOf(low) : todayInHospitalZone(now);
  const to = Number.isFinite(high) ? dayOf(high - 1) : addDays(from, AVAILABILITY_MAX_DAYS - 1);
  if (to >= from && daysBetween(from, to) > AVAILABILITY_MAX_DAYS) {
    throw new SearchError({
      code: 'too-costly',
      parameter: name,
      diagnostics: `${name}: at most ${AVAILABILITY_MAX_DAYS} days in one search`,
    });
  }
  return {
    from,
    to,
    keeps: (start) => {
      const at = Date.parse(start);
      return at >= low && at < high;
    },
  };
}

/** Keeps the resources whose id `ids` names, or all of them when it names none. */
export const withIds = (resources: readonly FhirResource[], ids: Set<string> | null) =>
  ids === null ? [...resources] : resources.filter((resource) => ids.has(resource.id));
