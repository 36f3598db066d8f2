/**
 * The hospital's facts (issue 48): public to read (`/api/hospital/facts/`, what the page servers and
 * pages put in force), kept by the admin under `/api/staff/hospital-facts/`. A save names the
 * version it read (another admin's save first: 409 `factsStale` with the facts as they are now),
 * is one catalogue change (`hospital`, before and after) and one staff audit event in its own
 * transaction, and is in force in this API at once and in every other on the same database within
 * the version check's seconds.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { hospitalFactsSchema } from 'contract';
import type { StaffHospitalFacts } from 'contract';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import type { EditableHospitalFacts, HospitalFactKey } from 'contract/hospital';
import { refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { VERSION_CHECK_MS, recentVersion, sendCachedJson } from '../../http/read-cache';
import { validateBody } from '../../http/validation';
import { catalogueVersion, recordCatalogueChange } from '../catalogue';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { HospitalFactsInForce } from './in-force';
import { factsOf, lockFacts, storedFacts, writeFacts } from './repository';

export const HOSPITAL_SUBJECT = 'hospital';
const SAVED = 'facts.saved';

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;

const FACT_PROPERTIES = Object.fromEntries(
  Object.entries(HOSPITAL_FACT_DEFAULTS).map(([key, value]) => [key, typeof value === 'number' ? number : string]),
);
const FACT_KEYS = Object.keys(HOSPITAL_FACT_DEFAULTS) as HospitalFactKey[];

const PUBLIC_FACTS = {
  type: 'object',
  description:
    'The hospital’s phones, e-mails, address in English and Hindi, hours and map position, and the `version` ' +
    'they were saved at (0: never saved, the release’s defaults).',
  properties: { ...FACT_PROPERTIES, version: { type: 'integer' } },
  required: [...FACT_KEYS, 'version'],
  additionalProperties: false,
} as const;

const STAFF_FACTS = {
  type: 'object',
  description: 'The facts, their version, and when and by whom they were last saved (null: never).',
  properties: {
    ...PUBLIC_FACTS.properties,
    updated_at: { type: ['string', 'null'] },
    updated_by: {
      anyOf: [
        {
          type: 'object',
          properties: { id: { type: 'integer' }, name: string },
          required: ['id', 'name'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: [...PUBLIC_FACTS.required, 'updated_at', 'updated_by'],
  additionalProperties: false,
} as const;

const WITH_FACTS = (description: string) =>
  ({
    type: 'object',
    description,
    properties: { message: string, code: string, facts: STAFF_FACTS },
    required: ['message', 'code', 'facts'],
    additionalProperties: false,
  }) as const;

const SCHEMAS: Record<'public' | 'read' | 'save', FastifySchema> = {
  public: {
    summary: 'The hospital’s facts',
    description:
      'As the admin last saved them. Read again once the catalogue’s version moves; browsers may keep it 15 seconds.',
    response: { 200: PUBLIC_FACTS },
  },
  read: {
    summary: 'The hospital’s facts to edit (admin)',
    description: 'The facts, the `version` a save names, and the last save’s time and member.',
    response: { 200: STAFF_FACTS, ...refusals(401, 403) },
  },
  save: {
    summary: 'Save the hospital’s facts (admin)',
    description:
      'Body: every fact and the `version` read. 400 naming each field (`emergencyPhone` `factPhone`, ' +
      '`messagingNumber` `factMessagingNumber`, `latitude` `factLatitude`, a missing one `factRequired`); 409 ' +
      '`factsStale` with `facts` as they are now when another save came first; 200 `factsSaved` with `facts` as ' +
      'saved. In force in the API at once, on the pages within a minute; recorded in the catalogue’s history ' +
      '(`hospital`, before and after) and the staff audit.',
    response: {
      200: WITH_FACTS('`factsSaved`: the facts as saved.'),
      ...refusals(400, 401, 403, 415, 429),
      409: WITH_FACTS('`factsStale`: another save came first; the facts as they are now.'),
    },
  },
};

/** The session the guard found (every staff route here has one). */
function actorOf(request: FastifyRequest): Actor & { actorId: number } {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

/** The facts that differ, for the audit: names only (the history keeps the values). */
const changedFacts = (before: EditableHospitalFacts, after: EditableHospitalFacts): string =>
  FACT_KEYS.filter((key) => before[key] !== after[key]).join(',');

class FactsStaleError extends Error {
  constructor(readonly facts: StaffHospitalFacts) {
    super('factsStale');
    this.name = 'FactsStaleError';
  }
}

async function hospitalFactsRoutes(app: FastifyInstance): Promise<void> {
  const inForce = new HospitalFactsInForce(
    app.db,
    recentVersion(() => catalogueVersion(app.db)),
  );
  await inForce.load();
  // Every route of the API, the mails and pages it answers included, sees the facts in force.
  app.addHook('onRequest', async (request) => {
    try {
      await inForce.follow();
    } catch (error) {
      request.log.error({ err: error }, 'the hospital’s facts could not be read again; the ones in force stay');
    }
  });
  // And without requests: the notices' sender writes the facts into e-mails and texts on its own.
  const follower = setInterval(() => {
    inForce.follow().catch((error: unknown) => app.log.warn({ err: error }, 'the hospital’s facts not read again'));
  }, VERSION_CHECK_MS);
  follower.unref();
  app.addHook('onClose', async () => clearInterval(follower));

  // The facts in force, as the hook has just made sure: no read of its own.
  app.get('/api/hospital/facts/', { schema: SCHEMAS.public }, async (_request, reply) =>
    sendCachedJson(reply, JSON.stringify(inForce.answer())),
  );

  const access = staffRoute(STAFF_ACCESS.admin);
  app.get('/api/staff/hospital-facts/', { schema: SCHEMAS.read, config: access }, async () => storedFacts(app.db));

  app.post(
    '/api/staff/hospital-facts/',
    { schema: SCHEMAS.save, config: { ...access, docs: { body: hospitalFactsSchema } } },
    async (request, reply) => {
      const input = await validateBody(hospitalFactsSchema(), request.body);
      const actor = actorOf(request);
      const after = factsOf(input);
      try {
        await app.db.transaction().execute(async (trx) => {
          await lockFacts(trx);
          const now = await storedFacts(trx);
          if (now.version !== input.version) throw new FactsStaleError(now);
          const before = factsOf(now);
          await writeFacts(trx, after, now.version + 1, actor.actorId, app.staff.now());
          await recordCatalogueChange(trx, {
            actorId: actor.actorId,
            subject: HOSPITAL_SUBJECT,
            action: SAVED,
            before: { ...before },
            after: { ...after },
          });
          await app.staff.audit(
            actor,
            'hospital_facts.saved',
            HOSPITAL_SUBJECT,
            { changed: changedFacts(before, after) },
            trx,
          );
        });
      } catch (error) {
        if (!(error instanceof FactsStaleError)) throw error;
        return reply.status(409).send({ ...messageAnswer({ code: 'factsStale' }), facts: error.facts });
      }
      // In force here at once; the other instances follow the catalogue's version.
      const facts = await storedFacts(app.db);
      inForce.saved(facts);
      return { ...messageAnswer({ code: 'factsSaved' }), facts };
    },
  );
}

/** Not encapsulated: its hook puts the facts in force before every route of the API. */
export default fp(hospitalFactsRoutes, { name: 'hospital-facts', dependencies: ['database', 'staff'] });
