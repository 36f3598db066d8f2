/**
 * The HMIS's API keys at the desk (admin), as the command has them: the list (never a key's text),
 * a new key (its text answered this once), and a revocation, each issue and revocation in the staff
 * audit with the member.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { hmisKeyCreateSchema } from 'contract';
import type { HmisKey } from 'contract';
import { loadAccessSecret } from '../../db/server-secret';
import { refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { HmisKeys } from './keys';
import type { HmisKeyRow } from './keys';

const TIME = { type: ['string', 'null'], format: 'date-time' } as const;
const KEY = {
  type: 'object',
  required: ['id', 'name', 'created_at', 'created_by', 'revoked_at', 'last_used_at'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    created_by: {
      type: ['object', 'null'],
      description: 'The admin who issued it; null: the server’s command.',
      required: ['id', 'name'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    revoked_at: TIME,
    last_used_at: TIME,
  },
} as const;

const SCHEMAS: Record<'list' | 'create' | 'revoke', FastifySchema> = {
  list: {
    summary: 'The HMIS’s API keys (admin)',
    description: 'Oldest first, revoked ones too; never a key’s text (only its keyed hash is kept).',
    response: { 200: { type: 'array', items: KEY }, ...refusals(401, 403) },
  },
  create: {
    summary: 'Issue an API key for the HMIS’s appointment feed (admin)',
    description:
      'Body `{"name"}`. 201 `{"key", "hmis_key"}`: the key, answered this once, for the HMIS to send as ' +
      '`Authorization: Bearer <key>` to `/fhir/R4/Appointment`. 409 `hmisKeyNameTaken`: a name is used once.',
    response: {
      201: {
        type: 'object',
        required: ['key', 'hmis_key'],
        additionalProperties: false,
        properties: { key: { type: 'string' }, hmis_key: KEY },
      },
      ...refusals(400, 401, 403, 409, 415, 429),
    },
  },
  revoke: {
    summary: 'Revoke an HMIS key (admin)',
    description:
      'Body `{}`. It stops at once (401 to the HMIS); revoking it again changes nothing. 404 `hmisKeyNotFound`.',
    response: { 200: KEY, ...refusals(401, 403, 404, 415, 429) },
  },
};

/** The session the guard found (every route here has one). */
function actorOf(request: FastifyRequest): Actor {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

export default async function hmisKeyRoutes(app: FastifyInstance): Promise<void> {
  const keys = new HmisKeys({
    db: app.db,
    secret: await loadAccessSecret(app.db, app.config.apiSecret),
    now: () => app.staff.now(),
  });

  /** The rows as the desk shows them, with the issuing admin's name. */
  async function shown(rows: HmisKeyRow[]): Promise<HmisKey[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.created_by === null ? [] : [row.created_by])))];
    const names = new Map(
      ids.length === 0
        ? []
        : (await app.db.selectFrom('staff_accounts').select(['id', 'name']).where('id', 'in', ids).execute()).map(
            (member) => [member.id, member.name],
          ),
    );
    return rows.map((row) => {
      const by = row.created_by === null ? undefined : names.get(row.created_by);
      return {
        id: row.id,
        name: row.name,
        created_at: row.created_at.toISOString(),
        created_by: row.created_by === null || by === undefined ? null : { id: row.created_by, name: by },
        revoked_at: row.revoked_at?.toISOString() ?? null,
        last_used_at: row.last_used_at?.toISOString() ?? null,
      };
    });
  }

  app.get('/api/staff/hmis-keys/', { schema: SCHEMAS.list, config: staffRoute(STAFF_ACCESS.admin) }, async () =>
    shown(await keys.list()),
  );

  app.post(
    '/api/staff/hmis-keys/',
    { schema: SCHEMAS.create, config: { ...staffRoute(STAFF_ACCESS.admin), docs: { body: hmisKeyCreateSchema } } },
    async (request, reply) => {
      const { name } = await validateBody(hmisKeyCreateSchema(), request.body);
      const issued = await keys.issue(name, actorOf(request));
      if (!issued) return reply.status(409).send(messageAnswer({ code: 'hmisKeyNameTaken' }));
      const [shownKey] = await shown([issued.row]);
      return reply.status(201).send({ key: issued.key, hmis_key: shownKey });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/staff/hmis-keys/:id/revoke/',
    { schema: SCHEMAS.revoke, config: staffRoute(STAFF_ACCESS.admin) },
    async (request, reply) => {
      const raw = request.params.id;
      const revoked = /^\d{1,9}$/.test(raw) ? await keys.revoke({ id: Number(raw) }, actorOf(request)) : null;
      if (!revoked) return reply.status(404).send(messageAnswer({ code: 'hmisKeyNotFound' }));
      const [shownKey] = await shown([revoked]);
      return shownKey;
    },
  );
}
