/**
 * `/fhir/R4/`: the hospital's OPD in FHIR R4 (issue 50), public and read-only, and the SMART
 * Scheduling Links feed (`$bulk-publish` and its NDJSON files). No answer here names a patient (but
 * the HMIS's `Appointment`, behind its key: appointment-routes.ts), so every one may be cached by anyone: each has a weak ETag (304 on `If-None-Match`) and a
 * Cache-Control short enough that a booked slot shows busy within a minute. docs/fhir.md says what
 * is published and the booking link's shape.
 */
import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAccessSecret } from '../../db/server-secret';
import { HmisKeys } from '../hmis';
import appointmentRoutes from './appointment-routes';
import { BULK_TYPES, CATALOGUE_TYPES, MAX_AGE_MS, Publisher } from './publication';
import type { BulkType, Catalogue, CatalogueType } from './publication';
import { capabilityStatement } from './capability';
import { operationOutcome, searchBundle } from './resources';
import type { FhirResource, IssueAt } from './resources';
import { idsOf, onlyKnown, SearchError, startRangeOf, statusesOf, withIds } from './search';
import type { Query } from './search';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const FHIR_NDJSON = 'application/fhir+ndjson; charset=utf-8';
/** The slots and the feed: the server keeps them MAX_AGE_MS, a client as long again (60 s at most in all). */
const SLOTS_CACHE = `public, max-age=${MAX_AGE_MS / 1000}`;
/** The catalogue (doctors, timetables, places) changes by the day, not the minute. */
const CATALOGUE_CACHE = 'public, max-age=300';
const COMPRESSED_FROM_BYTES = 1024;

/** The search parameters of each catalogue type beyond `_id`. */
const SEARCH_PARAMETERS: Record<CatalogueType, string[]> = {
  Location: ['_id'],
  Practitioner: ['_id'],
  PractitionerRole: ['_id', 'practitioner'],
  HealthcareService: ['_id'],
  Schedule: ['_id', 'actor'],
};
const SLOT_PARAMETERS = ['_id', 'schedule', 'start', 'status'];

/** The doctors whose schedules `schedules` names (a schedule's id starts with its doctor's), or all. */
const doctorsOf = (doctors: Catalogue['doctors'], schedules: Set<string> | null) =>
  schedules === null ? doctors : doctors.filter(({ row }) => [...schedules].some((id) => id.startsWith(`${row.id}-`)));

const isCatalogueType = (type: string): type is CatalogueType => (CATALOGUE_TYPES as readonly string[]).includes(type);

const bare = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names `etag` (or is `*`); weak and strong compare alike, as for a GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends `body` with its ETag, or a bodiless 304 when the client has it already. */
function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
  cacheControl: string,
): FastifyReply {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  void reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(type).send(body);
}

/** A refusal as FHIR says one: an OperationOutcome, never kept by a cache. */
function refuse(reply: FastifyReply, status: number, issue: IssueAt): FastifyReply {
  return reply
    .status(status)
    .type(FHIR_JSON)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(operationOutcome(issue)));
}

const unknownType = (reply: FastifyReply, type: string) =>
  refuse(reply, 400, {
    code: 'not-supported',
    diagnostics: `Resource type "${type}" is not published here: ${[...CATALOGUE_TYPES, 'Slot', 'Appointment'].join(', ')}`,
  });

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
const NOT_MODIFIED = { type: 'null', description: 'Not modified: the `If-None-Match` ETag is current.' } as const;
const answers = (...refusals: number[]) => ({
  200: RESOURCE,
  304: NOT_MODIFIED,
  ...Object.fromEntries(refusals.map((status) => [status, OUTCOME])),
});

export default async function fhirRoutes(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESSED_FROM_BYTES });
  const publisher = new Publisher(app.db, {
    siteUrl: app.config.siteUrl,
    counterQuota: app.config.desk.counterQuota,
  });
  const base = `${app.config.notices.apiPublicUrl}/fhir/R4`;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SearchError) return refuse(reply, 400, error.issue);
    throw error;
  });

  // The HMIS's appointment feed, behind its key (its own answers: no-store, never an ETag).
  const keys = new HmisKeys({
    db: app.db,
    secret: await loadAccessSecret(app.db, app.config.apiSecret),
    now: () => app.staff.now(),
  });
  await app.register(appointmentRoutes, { base, keys });

  const bundle = (request: FastifyRequest, reply: FastifyReply, resources: FhirResource[], cacheControl: string) =>
    sendTagged(
      request,
      reply,
      JSON.stringify(searchBundle(base, `${app.config.notices.apiPublicUrl}${request.url}`, resources)),
      FHIR_JSON,
      cacheControl,
    );

  app.get(
    '/fhir/R4/metadata',
    { schema: { summary: 'FHIR: what this server publishes (CapabilityStatement)', response: answers() } },
    async (request, reply) =>
      sendTagged(request, reply, JSON.stringify(capabilityStatement(base)), FHIR_JSON, CATALOGUE_CACHE),
  );

  async function sendManifest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const publication = await publisher.publication();
    const manifest = {
      transactionTime: publication.transactionTime,
      request: `${base}/$bulk-publish`,
      output: BULK_TYPES.map((type) => ({ type, url: `${base}/bulk/${type}.ndjson` })),
      error: [],
    };
    return sendTagged(request, reply, JSON.stringify(manifest), 'application/json; charset=utf-8', SLOTS_CACHE);
  }

  app.get(
    '/fhir/R4/$bulk-publish',
    {
      schema: {
        summary: 'SMART Scheduling Links: the manifest',
        description:
          '`transactionTime` (when what is published last changed) and `output`: the NDJSON files of the ' +
          'Locations, PractitionerRoles, Schedules and the next 31 days’ Slots. Kept 30 s.',
        response: answers(),
      },
    },
    (request, reply) => sendManifest(request, reply),
  );

  app.get<{ Params: { file: string } }>(
    '/fhir/R4/bulk/:file',
    {
      schema: {
        summary: 'SMART Scheduling Links: one NDJSON file',
        description:
          '`Location.ndjson`, `PractitionerRole.ndjson`, `Schedule.ndjson` or `Slot.ndjson`: one resource a line.',
        response: {
          200: { type: 'string', description: '`application/fhir+ndjson`' },
          304: NOT_MODIFIED,
          404: OUTCOME,
        },
      },
    },
    async (request, reply) => {
      const type = request.params.file.replace(/\.ndjson$/, '');
      if (!(BULK_TYPES as readonly string[]).includes(type) || !request.params.file.endsWith('.ndjson')) {
        return refuse(reply, 404, { code: 'not-found', diagnostics: `No file ${request.params.file} is published` });
      }
      const publication = await publisher.publication();
      return sendTagged(request, reply, publication.files[type as BulkType], FHIR_NDJSON, SLOTS_CACHE);
    },
  );

  const slotDocs = {
    query: {
      schedule: 'a Schedule’s id or reference (`Schedule/1-hospital`), several comma-separated',
      start:
        '`ge`, `gt`, `le`, `lt` or `eq` and a date or time (`ge2026-12-07`); repeated for a range of at most 31 days',
      status: '`free` or `busy`, both comma-separated',
      _id: 'a Slot’s id',
    },
  };
  app.get<{ Querystring: Query }>(
    '/fhir/R4/Slot',
    {
      schema: {
        summary: 'FHIR: a search of Slots',
        description:
          'Each doctor’s slots, free or busy, as `/api/doctor/availability/` has them; a free one with the ' +
          '`booking-deep-link` and `booking-phone` extensions. At most 31 days; an unknown parameter or a ' +
          'value that cannot be read is a 400 OperationOutcome naming it.',
        response: answers(400),
      },
      config: { docs: slotDocs },
    },
    async (request, reply) => {
      onlyKnown(request.query, SLOT_PARAMETERS);
      const now = new Date();
      const range = startRangeOf(request.query, now);
      const schedules = idsOf(request.query, 'schedule', 'Schedule');
      const statuses = statusesOf(request.query);
      const ids = idsOf(request.query, '_id', 'Slot');
      // Inside the published days the publication answers (what the feed says, as fresh); past them
      // the diaries of the doctors asked about are read for the days asked (at most 31), kept as long.
      const publication = await publisher.publication();
      const published = range.from >= publication.from && range.to <= publication.to;
      const candidates = published
        ? publication.slots
        : await publisher.searchedSlots(
            doctorsOf((await publisher.catalogue()).doctors, schedules),
            range.from,
            range.to,
          );
      const found = candidates.filter(
        (slot) =>
          range.keeps(String(slot['start'])) &&
          (schedules === null ||
            schedules.has(String((slot['schedule'] as { reference: string }).reference).slice(9))) &&
          (statuses === null || statuses.has(slot['status'] as 'free' | 'busy')),
      );
      return bundle(request, reply, withIds(found, ids), SLOTS_CACHE);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/fhir/R4/Slot/:id',
    { schema: { summary: 'FHIR: one Slot of the next 31 days', response: answers(404) } },
    async (request, reply) => {
      const slot = (await publisher.publication()).slots.find((candidate) => candidate.id === request.params.id);
      if (!slot)
        return refuse(reply, 404, {
          code: 'not-found',
          diagnostics: `No Slot ${request.params.id} in the next 31 days`,
        });
      return sendTagged(request, reply, JSON.stringify(slot), FHIR_JSON, SLOTS_CACHE);
    },
  );

  app.get<{ Params: { type: string }; Querystring: Query }>(
    '/fhir/R4/:type',
    {
      schema: {
        summary: 'FHIR: a search of Location, Practitioner, PractitionerRole, HealthcareService or Schedule',
        description:
          'All of the type, or those `_id` names; PractitionerRole also by `practitioner`, Schedule by `actor`. ' +
          'Any other type or parameter is a 400 OperationOutcome.',
        response: answers(400),
      },
      config: {
        docs: {
          query: {
            _id: 'ids, comma-separated',
            practitioner: 'Practitioner/{id}',
            actor: 'PractitionerRole/{id} or Location/{id}',
          },
        },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      // `%24bulk-publish`, the `$` encoded, arrives here decoded.
      if (type === '$bulk-publish') return sendManifest(request, reply);
      if (!isCatalogueType(type)) return unknownType(reply, type);
      onlyKnown(request.query, SEARCH_PARAMETERS[type]);
      const catalogue = await publisher.catalogue();
      let found = withIds(catalogue.resources[type], idsOf(request.query, '_id', type));
      const practitioners = idsOf(request.query, 'practitioner', 'Practitioner');
      if (practitioners) found = found.filter((role) => practitioners.has(role.id));
      const actor = [request.query['actor'] ?? []].flat();
      if (actor.length > 0) {
        const references = new Set(actor.flatMap((value) => value.split(',')));
        found = found.filter((resource) =>
          (resource['actor'] as { reference: string }[]).some((each) => references.has(each.reference)),
        );
      }
      return bundle(request, reply, found, CATALOGUE_CACHE);
    },
  );

  app.get<{ Params: { type: string; id: string } }>(
    '/fhir/R4/:type/:id',
    { schema: { summary: 'FHIR: one resource by its type and id', response: answers(400, 404) } },
    async (request, reply) => {
      const { type, id } = request.params;
      if (!isCatalogueType(type)) return unknownType(reply, type);
      const resource = (await publisher.catalogue()).resources[type].find((candidate) => candidate.id === id);
      if (!resource) return refuse(reply, 404, { code: 'not-found', diagnostics: `No ${type} ${id}` });
      return sendTagged(request, reply, JSON.stringify(resource), FHIR_JSON, CATALOGUE_CACHE);
    },
  );
}
