/**
 * The catalogue's version and what changed since one (issue 48): what the page servers poll to
 * re-render the pages a desk change touched. Public and cacheable for a few seconds: subjects
 * (`doctor:12`, `package:full-body-checkup`, `test:3`, `hospital`) and times only, never who made
 * a change nor what it was.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ref } from '../../http/answer-schemas';
import { catalogueChangesSince, catalogueVersion } from './changes';

/** How long a page server (or a proxy in front of the API) may reuse an answer. */
export const CATALOGUE_POLL_MAX_AGE_SECONDS = 5;
/** More subjects changed than this since a version: the answer says "everything" (`changes: null`). */
export const CATALOGUE_CHANGES_CAP = 100;

const cacheable = (reply: FastifyReply) =>
  reply.header('cache-control', `public, max-age=${CATALOGUE_POLL_MAX_AGE_SECONDS}`);

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const versionSchema = {
    summary: 'The catalogue’s version',
    description:
      'The id of the last change made to the catalogue at the desk (`"0"` before any): a page rendered at an ' +
      'older version may be stale. Cached for 5 seconds.',
    response: { 200: ref('CatalogueVersion') },
  };
  app.get('/api/catalogue/version/', { schema: versionSchema }, async (_request, reply) =>
    cacheable(reply).send({ version: await catalogueVersion(app.db) }),
  );

  const changesSchema = {
    summary: 'What changed in the catalogue since a version',
    description:
      'Each subject changed after `since`, with its last change’s time, oldest first; `changes` is null ' +
      `(everything may have changed) when more than ${CATALOGUE_CHANGES_CAP} did, or \`since\` is not a version ` +
      'of this catalogue (missing, not a number, or newer than the current one). Cached for 5 seconds.',
    response: { 200: ref('CatalogueChanges') },
  };
  const changesDocs = { query: { since: 'the version a page was rendered at' } };
  app.get<{ Querystring: { since?: string } }>(
    '/api/catalogue/changes/',
    { schema: changesSchema, config: { docs: changesDocs } },
    async (request, reply) => {
      const version = await catalogueVersion(app.db);
      const since = request.query.since ?? '';
      const known = /^\d{1,18}$/.test(since) && BigInt(since) <= BigInt(version);
      const changes = known ? await catalogueChangesSince(app.db, since, CATALOGUE_CHANGES_CAP) : null;
      return cacheable(reply).send({
        version,
        changes: changes?.map(({ subject, at }) => ({ subject, at: at.toISOString() })) ?? null,
      });
    },
  );
}
