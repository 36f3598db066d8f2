/**
 * `/fhir/R4/Appointment`: the OPD bookings for the hospital's information system (HMIS), behind an
 * API key an admin issues (issue 50; keys: features/hmis). Unlike the rest of `/fhir/R4/` it carries
 * personal data (the patient's name and phone), so:
 * - every call needs `Authorization: Bearer <key>`; none, an unknown key or a revoked one is the
 *   same 401 OperationOutcome, and nothing is searched before the key is checked;
 * - every answer is `Cache-Control: no-store`, without an ETag; the request's log line has its path
 *   only (a reference in it replaced), never its query or headers;
 * - calls are counted per client (key or not, so keys cannot be guessed at speed) and per key;
 * - every use is in the staff audit under the key's name (coalesced by the hour: hmis/keys.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { clientKey } from '../../http/client-network';
import type { HmisKeyRow, HmisKeys } from '../hmis';
import { todayInHospitalZone } from 'contract';
import { addDays, daysBetween } from '../doctors';
import { APPOINTMENT_STATUSES, appointment, hospitalInstant, referenceSystem } from './appointments';
import type { AppointmentRow, AppointmentStatus } from './appointments';
import { operationOutcome, searchBundle } from './resources';
import type { FhirResource, IssueAt } from './resources';
import { boundsOf, idsOf, onlyKnown, SearchError, startRangeOf, valuesOf } from './search';
import type { Query } from './search';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const WINDOW_MS = 60_000;
/** Calls a minute one key may make: a poller every minute of several searches, with room to spare. */
export const KEY_CALLS_PER_MINUTE = 60;
/** Calls a minute one client may make, with any key or none. */
export const CLIENT_CALLS_PER_MINUTE = 120;
/** How far back a search by `_lastUpdated` alone (no `date`) may reach, in days. */
const CHANGED_SINCE_MAX_DAYS = 31;

const PARAMETERS = ['_id', 'identifier', 'date', 'actor', 'practitioner', 'location', 'status', '_lastUpdated'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The HMIS key the Appointment routes' guard accepted. */
    hmisKey: HmisKeyRow | null;
  }
}

export interface AppointmentRoutesOptions {
  base: string;
  keys: HmisKeys;
}

function refuse(reply: FastifyReply, status: number, issue: IssueAt): FastifyReply {
  return reply
    .status(status)
    .type(FHIR_JSON)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(operationOutcome(issue)));
}

const tooMany = (reply: FastifyReply, ttl: number) =>
  refuse(reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000)))), 429, {
    code: 'throttled',
    diagnostics: 'Too many calls: wait and ask again',
  });

const send = (reply: FastifyReply, body: FhirResource) =>
  reply.type(FHIR_JSON).header('cache-control', 'no-store').send(JSON.stringify(body));

const RESOURCE = {
  type: 'object',
  description: 'A FHIR R4 resource (`application/fhir+json`): a `Bundle` of type `searchset` for a search.',
  additionalProperties: true,
} as const;
const OUTCOME = {
  type: 'object',
  description: 'A FHIR R4 `OperationOutcome`: `issue[0].diagnostics` says what is wrong, `location` the parameter.',
  additionalProperties: true,
} as const;
const answers = (...refusals: number[]) => ({
  200: RESOURCE,
  ...Object.fromEntries([401, 429, ...refusals].map((status) => [status, OUTCOME])),
});

/** The query as the audit keeps it: the path and every parameter but `_lastUpdated`, which moves at each poll. */
function searchOf(request: FastifyRequest): string {
  const [path = '', query = ''] = request.url.split('?');
  const kept = new URLSearchParams(query);
  kept.delete('_lastUpdated');
  const rest = kept.toString();
  return `${path.replace(/^\/fhir\/R4\//, '')}${rest ? `?${decodeURIComponent(rest)}` : ''}`.slice(0, 500);
}

/** `PractitionerRole/1`, `Practitioner/1`, `Location/video` (comma-separated, repeated) as doctors and places. */
function actorsOf(query: Query): { doctors: Set<number> | null; places: Set<'ON' | 'OFF'> | null } {
  const doctors = new Set<number>();
  const places = new Set<'ON' | 'OFF'>();
  const read = (name: string, types: string[]) => {
    for (const value of valuesOf(query, name).flatMap((each) => each.split(','))) {
      const [type, id = ''] = value.includes('/') ? value.trim().split('/') : [types[0], value.trim()];
      if ((type === 'PractitionerRole' || type === 'Practitioner') && types.includes(type) && /^\d{1,9}$/.test(id)) {
        doctors.add(Number(id));
      } else if (type === 'Location' && types.includes(type) && (id === 'hospital' || id === 'video')) {
        places.add(id === 'video' ? 'ON' : 'OFF');
      } else {
        throw new SearchError({
          code: 'invalid',
          parameter: name,
          diagnostics: `${name}: "${value}" is not ${types.map((each) => `${each}/{id}`).join(' or ')}`,
        });
      }
    }
  };
  read('actor', ['PractitionerRole', 'Practitioner', 'Location']);
  read('practitioner', ['Practitioner', 'PractitionerRole']);
  read('location', ['Location']);
  return { doctors: doctors.size > 0 ? doctors : null, places: places.size > 0 ? places : null };
}

function statusesOf(query: Query): Set<AppointmentStatus> | null {
  const values = valuesOf(query, 'status').flatMap((value) => value.split(','));
  if (values.length === 0) return null;
  const unknown = values.find((value) => !(APPOINTMENT_STATUSES as readonly string[]).includes(value));
  if (unknown !== undefined) {
    throw new SearchError({
      code: 'invalid',
      parameter: 'status',
      diagnostics: `status: "${unknown}" is not one of ${APPOINTMENT_STATUSES.join(', ')}`,
    });
  }
  return new Set(values as AppointmentStatus[]);
}

/** `identifier`: a reference, or `{system}|{reference}` with the site's system. */
function referencesOf(query: Query, siteUrl: string): Set<string> | null {
  const ids = idsOf(query, '_id', 'Appointment');
  const values = valuesOf(query, 'identifier').flatMap((value) => value.split(','));
  if (values.length === 0) return ids;
  const references = values.map((value) => {
    const [system, reference] = value.includes('|') ? value.split('|') : [null, value];
    if (
      (system !== null && system !== '' && system !== referenceSystem(siteUrl)) ||
      !/^[A-Z0-9-]{1,20}$/.test(reference ?? '')
    ) {
      throw new SearchError({
        code: 'invalid',
        parameter: 'identifier',
        diagnostics: `identifier: "${value}" is not a booking reference (${referenceSystem(siteUrl)}|APT-…)`,
      });
    }
    return reference ?? '';
  });
  return new Set(ids === null ? references : references.filter((reference) => ids.has(reference)));
}

export default async function appointmentRoutes(app: FastifyInstance, options: AppointmentRoutesOptions) {
  const { base, keys } = options;
  const siteUrl = app.config.siteUrl;
  app.decorateRequest('hmisKey', null);

  // A refused search is a use of the key too (it disclosed nothing): in the audit like the others.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof SearchError)) throw error;
    if (request.hmisKey)
      await keys.recordUse(request.hmisKey, { ip: request.ip, search: searchOf(request), returned: 0 });
    return refuse(reply, 400, error.issue);
  });

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const client = await app.rateCounter.hit(`hmis-client:${clientKey(request.ip)}`, WINDOW_MS);
    if (client.current > CLIENT_CALLS_PER_MINUTE) return tooMany(reply, client.ttl);
    const verified = await keys.verify(request.headers.authorization);
    if (verified.outcome === 'refused') {
      await keys.recordRefusal(verified.revoked, request.ip);
      return refuse(reply.header('www-authenticate', 'Bearer realm="hmis"'), 401, {
        code: 'login',
        diagnostics: 'An HMIS key is needed: Authorization: Bearer <key>',
      });
    }
    const key = await app.rateCounter.hit(`hmis-key:${verified.key.id}`, WINDOW_MS);
    if (key.current > KEY_CALLS_PER_MINUTE) return tooMany(reply, key.ttl);
    request.hmisKey = verified.key;
    return undefined;
  }

  async function rows(filter: {
    from: string | null;
    to: string | null;
    changedFrom: number;
    changedBefore: number;
    doctors: Set<number> | null;
    places: Set<'ON' | 'OFF'> | null;
    statuses: Set<AppointmentStatus> | null;
    references: Set<string> | null;
  }): Promise<AppointmentRow[]> {
    let query = app.db
      .selectFrom('doctor_appointments as a')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      .innerJoin('departments as dep', 'dep.id', 'a.department_id')
      .select([
        'a.reference',
        'a.doctor_id',
        'd.doctor_name',
        'dep.department_name',
        sql<string>`to_char(a.visit_date, 'YYYY-MM-DD')`.as('visit_date'),
        'a.mode',
        sql<string>`a.slot_start`.as('slot_start'),
        sql<string>`a.slot_end`.as('slot_end'),
        'a.room',
        'a.status',
        'a.desk_status',
        'a.patient_name',
        'a.phone',
        'a.anonymised_at',
        'a.created_at',
        'a.updated_at',
        'a.version',
      ])
      // Bookings from before the site had slots have no time to say.
      .where('a.slot_start', 'is not', null)
      .where('a.slot_end', 'is not', null);
    if (filter.from !== null) query = query.where('a.visit_date', '>=', filter.from);
    if (filter.to !== null) query = query.where('a.visit_date', '<=', filter.to);
    if (Number.isFinite(filter.changedFrom)) query = query.where('a.updated_at', '>=', new Date(filter.changedFrom));
    if (Number.isFinite(filter.changedBefore)) query = query.where('a.updated_at', '<', new Date(filter.changedBefore));
    if (filter.doctors) query = query.where('a.doctor_id', 'in', [...filter.doctors]);
    if (filter.places) query = query.where('a.mode', 'in', [...filter.places]);
    if (filter.references) {
      if (filter.references.size === 0) return [];
      query = query.where('a.reference', 'in', [...filter.references]);
    }
    if (filter.statuses) {
      const wanted = filter.statuses;
      query = query.where((eb) =>
        eb.or([
          ...(wanted.has('cancelled') ? [eb('a.status', '=', 'cancelled')] : []),
          ...(wanted.has('booked') ? [eb.and([eb('a.status', '=', 'booked'), eb('a.desk_status', 'is', null)])] : []),
          ...(
            [
              ['arrived', 'arrived'],
              ['fulfilled', 'completed'],
              ['noshow', 'no_show'],
            ] as const
          )
            .filter(([status]) => wanted.has(status))
            .map(([, desk]) => eb.and([eb('a.status', '=', 'booked'), eb('a.desk_status', '=', desk)])),
        ]),
      );
    }
    const found = await query.orderBy('a.visit_date').orderBy('a.slot_start').orderBy('a.reference').execute();
    return found as AppointmentRow[];
  }

  app.get<{ Querystring: Query }>(
    '/fhir/R4/Appointment',
    {
      preHandler: guard,
      schema: {
        summary: 'FHIR (HMIS, API key): a search of the OPD bookings',
        description:
          'Behind `Authorization: Bearer <key>` (an HMIS key an admin issues): the bookings as R4 Appointments, ' +
          'for polling. `date` at most 31 days (without it and without `_lastUpdated`, today and the next 30); ' +
          '`_lastUpdated` alone reaches back at most 31 days. No key, an unknown or a revoked one: the same 401. ' +
          'Never cached (`no-store`).',
        response: answers(400),
      },
      config: {
        docs: {
          query: {
            date: '`ge`, `gt`, `le`, `lt` or `eq` and a date or time; repeated for a range of at most 31 days',
            _lastUpdated: '`gt` (or `ge`, `lt`, `le`) and an instant: what changed since the last poll',
            actor: '`PractitionerRole/{id}`, `Practitioner/{id}` or `Location/{hospital|video}`, comma-separated',
            practitioner: '`Practitioner/{id}`',
            location: '`Location/hospital` or `Location/video`',
            status: '`booked`, `arrived`, `fulfilled`, `noshow`, `cancelled`, comma-separated',
            identifier: 'a booking reference, or `{system}|{reference}`',
            _id: 'a booking reference',
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.hmisKey;
      if (key === null) throw new Error('The HMIS guard let a call through without a key');
      const { query } = request;
      onlyKnown(query, PARAMETERS);
      const now = new Date();
      const changed = boundsOf(query, '_lastUpdated');
      const byDate = valuesOf(query, 'date').length > 0 || !Number.isFinite(changed.low);
      const days = byDate ? startRangeOf(query, now, 'date') : null;
      if (!byDate) {
        const oldest = addDays(todayInHospitalZone(now), -CHANGED_SINCE_MAX_DAYS);
        if (daysBetween(oldest, todayInHospitalZone(new Date(changed.low))) < 0) {
          throw new SearchError({
            code: 'too-costly',
            parameter: '_lastUpdated',
            diagnostics: `_lastUpdated: without date, at most ${CHANGED_SINCE_MAX_DAYS} days back`,
          });
        }
      }
      const { doctors, places } = actorsOf(query);
      const found = (
        await rows({
          from: days?.from ?? null,
          to: days?.to ?? null,
          changedFrom: changed.low,
          changedBefore: changed.high,
          doctors,
          places,
          statuses: statusesOf(query),
          references: referencesOf(query, siteUrl),
        })
      )
        .map((row) => appointment(row, siteUrl))
        .filter((resource) => days === null || days.keeps(String(resource['start'])));
      await keys.recordUse(key, { ip: request.ip, search: searchOf(request), returned: found.length });
      const bundle = searchBundle(base, `${app.config.notices.apiPublicUrl}${request.url}`, found);
      return send(reply, { ...bundle, meta: { lastUpdated: hospitalInstant(now) } });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/fhir/R4/Appointment/:id',
    {
      preHandler: guard,
      schema: {
        summary: 'FHIR (HMIS, API key): one booking by its reference',
        description: 'Behind `Authorization: Bearer <key>`, as the search. Never cached (`no-store`).',
        response: answers(404),
      },
    },
    async (request, reply) => {
      const key = request.hmisKey;
      if (key === null) throw new Error('The HMIS guard let a call through without a key');
      const { id } = request.params;
      const [row] = /^[A-Z0-9-]{1,20}$/.test(id)
        ? await rows({
            from: null,
            to: null,
            changedFrom: -Infinity,
            changedBefore: Infinity,
            doctors: null,
            places: null,
            statuses: null,
            references: new Set([id]),
          })
        : [];
      await keys.recordUse(key, { ip: request.ip, search: searchOf(request), returned: row ? 1 : 0 });
      if (!row) return refuse(reply, 404, { code: 'not-found', diagnostics: `No Appointment ${id}` });
      return send(reply, appointment(row, siteUrl));
    },
  );
}
