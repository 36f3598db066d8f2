/**
 * `GET /api/staff/vitals/`: the last week's speed report for the desk's admin (the command's table).
 *
 * `POST /api/vitals/`: the speed beacon of one visit (contract's `vitalsBeaconSchema`). The site sends
 * it with `navigator.sendBeacon`, whose string body goes as `text/plain` (no preflight), so that
 * type is read as JSON here, and here only. Answers 204 and nothing else: a beacon's answer is never
 * read. No cookie is read or set, and the client's address only keys the rate limit.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { todayInHospitalZone } from 'contract';
import { VITALS_LIMITS, VITALS_REPORT_DAYS, vitalsBeaconSchema } from 'contract/vitals';
import type { VitalsReport } from 'contract/vitals';
import { NO_BODY, ref, refusals } from '../../http/answer-schemas';
import { validateBody } from '../../http/validation';
import { answerFor } from '../../plugins/errors';
import { insertVitals, vitalsReport } from './repository';

/** Said for a body over `VITALS_LIMITS.bodyMaxBytes`: a 400 like any malformed beacon (issue 45). */
const TOO_LARGE = `A speed beacon must be at most ${VITALS_LIMITS.bodyMaxBytes} bytes.`;

export default async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: VITALS_LIMITS.bodyMaxBytes },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const { status, body } = answerFor(error, request);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(400).send({ message: TOO_LARGE, errors: {} });
    return reply.status(status).send(body);
  });

  app.post(
    '/api/vitals/',
    {
      bodyLimit: VITALS_LIMITS.bodyMaxBytes,
      schema: {
        summary: 'A visit’s speed beacon',
        description:
          'JSON, or the same as `text/plain` (as `navigator.sendBeacon` sends it), at most 1 KB; a larger body is a ' +
          '400 too. No cookie is read or set; its own allowance per client.',
        response: { 204: NO_BODY, ...refusals(400, 415, 429) },
      },
      // An allowance of its own: a visitor's beacons never spend the one their booking form needs.
      config: {
        rateLimit: { max: app.config.vitalsRateLimit, timeWindow: 60_000, groupId: 'vitals' },
        docs: { body: vitalsBeaconSchema },
      },
    },
    async (request, reply) => {
      const beacon = await validateBody(vitalsBeaconSchema(), request.body);
      await insertVitals(app.db, beacon, todayInHospitalZone());
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/staff/vitals/',
    {
      schema: {
        summary: 'Real visitors’ speed, the last week (admin)',
        description:
          'The daily 75th percentiles of LCP, INP, CLS and time-to-live per route pattern, language and device ' +
          'class, with how many beacons had each, today (in the hospital’s zone) and the six days before. ' +
          'Nothing personal: beacons carry none.',
        response: { 200: ref('VitalsReport'), ...refusals(401, 403) },
      },
      // The staff plugin's guard reads this rule (admin only); importing the staff feature for its
      // name would close a circle of features (staff → accounts → privacy → vitals).
      config: { staff: ['admin'] },
    },
    async (): Promise<VitalsReport> => ({
      days: VITALS_REPORT_DAYS,
      rows: await vitalsReport(app.db, todayInHospitalZone(), VITALS_REPORT_DAYS),
    }),
  );
}
