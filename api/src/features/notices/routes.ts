/**
 * The providers' webhooks and the stop link:
 * - `GET /api/notices/whatsapp/`: Meta's subscription check (`hub.verify_token` → `hub.challenge`);
 * - `POST /api/notices/whatsapp/`: statuses and incoming messages, signed (`X-Hub-Signature-256`);
 *   401 and nothing changed without a good signature; 200 once read, an unknown message id only logged;
 * - `POST /api/notices/sms/receipts/?token=`: MSG91's delivery reports, 401 without the token;
 * - `GET /api/notices/stop/:token`: a page asking to confirm; `POST` stops that channel for that
 *   number at once (a GET changes nothing: link previews open links).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { applyReceipt, moveTwin, stopChannel, stopLink } from './repository';
import type { Receipt } from './repository';
import { isMsg91Token, isSignedByWhatsApp, readMsg91Report, readWhatsAppWebhook } from './webhooks';

const TEXT = { type: 'string', description: 'Plain text or an HTML page, not JSON.' } as const;
const OK = {
  type: 'object',
  properties: { received: { type: 'boolean' } },
  required: ['received'],
  additionalProperties: false,
} as const;
const REFUSED = {
  type: 'object',
  properties: { received: { type: 'boolean' } },
  required: ['received'],
  additionalProperties: false,
} as const;

/** Applies each receipt; a WhatsApp message delivered needs no SMS, one failed hands over to it. */
export async function takeReceipts(
  db: Kysely<Database>,
  receipts: Receipt[],
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  for (const receipt of receipts) {
    const result = await applyReceipt(db, receipt);
    if (result === 'unknown') {
      log.warn(
        { providerId: receipt.providerId.slice(0, 80), status: receipt.status },
        'receipt for no message sent from here',
      );
      continue;
    }
    if (result === 'stale') continue;
    if (result.status === 'delivered' || result.status === 'read') await moveTwin(db, result, { status: 'cancelled' });
    if (result.status === 'failed') await moveTwin(db, result, { status: 'pending', at: now });
  }
}

/**
 * The providers post receipts from a few addresses, thousands a minute when reminders go out: they
 * have an allowance of their own, not a visitor's 20 POSTs a minute (a 429 would make them retry).
 */
const PROVIDER_POSTS = { rateLimit: { max: 6000, timeWindow: 60_000, groupId: 'provider-webhooks' } };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><body><main>${body}</main></body></html>`;

const CHANNEL_WORDS = { sms: 'SMS / एसएमएस', whatsapp: 'WhatsApp / व्हाट्सऐप' } as const;

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  // The signature is over the bytes as sent: the body is kept raw here and parsed after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/notices/whatsapp/',
    { schema: { summary: 'WhatsApp webhook subscription check', response: { 200: TEXT, 403: TEXT } } },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const whatsapp = app.config.notices.whatsapp;
      const ok =
        whatsapp !== null && query['hub.mode'] === 'subscribe' && query['hub.verify_token'] === whatsapp.verifyToken;
      return reply
        .status(ok ? 200 : 403)
        .type('text/plain')
        .send(ok ? (query['hub.challenge'] ?? '') : 'refused');
    },
  );

  app.post(
    '/api/notices/whatsapp/',
    {
      config: PROVIDER_POSTS,
      schema: {
        summary: 'WhatsApp statuses and incoming messages (signed by Meta)',
        description:
          '401 and nothing changed without a valid `X-Hub-Signature-256`; an unknown message id is logged, 200.',
        response: { 200: OK, 401: REFUSED },
      },
    },
    async (request, reply) => {
      const whatsapp = app.config.notices.whatsapp;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!whatsapp || !isSignedByWhatsApp(whatsapp.appSecret, raw, request.headers['x-hub-signature-256'])) {
        request.log.warn('WhatsApp webhook refused: bad or missing signature');
        return reply.status(401).send({ received: false });
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        // Signed but unreadable: nothing to apply; 200 so Meta does not send it again for days.
      }
      const events = readWhatsAppWebhook(body);
      for (const phone of events.stops) {
        const withdrawn = await stopChannel(app.db, phone, 'whatsapp', app.notices.now());
        request.log.info({ withdrawn }, 'WhatsApp stopped for a number by its STOP');
      }
      await takeReceipts(app.db, events.receipts, request.log, app.notices.now());
      app.notices.dispatcher.kick();
      return { received: true };
    },
  );

  app.post(
    '/api/notices/sms/receipts/',
    {
      config: PROVIDER_POSTS,
      schema: {
        summary: 'MSG91 delivery reports',
        description:
          'The URL given to MSG91 carries `?token=` (`MSG91_RECEIPT_TOKEN`); 401 and nothing changed without it.',
        response: { 200: OK, 401: REFUSED },
      },
    },
    async (request, reply) => {
      const sms = app.config.notices.sms;
      const token = (request.query as Record<string, unknown>)['token'];
      if (!sms || !isMsg91Token(sms.receiptToken, token)) {
        request.log.warn('SMS delivery report refused: bad or missing token');
        return reply.status(401).send({ received: false });
      }
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
      } catch {
        // Nothing readable: nothing to apply.
      }
      await takeReceipts(app.db, readMsg91Report(body), request.log, app.notices.now());
      app.notices.dispatcher.kick();
      return { received: true };
    },
  );

  const stopSchema = (summary: string) => ({
    summary,
    params: { type: 'object', properties: { token: { type: 'string', maxLength: 64 } }, required: ['token'] },
    response: { 200: TEXT, 404: TEXT },
  });
  const notFound = page('Link not valid', '<p>This link is not valid. / यह लिंक मान्य नहीं है।</p>');

  app.get(
    '/api/notices/stop/:token',
    { schema: stopSchema('The stop link: a page to confirm') },
    async (request, reply) => {
      const link = await stopLink(app.db, (request.params as { token: string }).token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!link) return reply.status(404).send(notFound);
      return page(
        'Stop messages',
        `<p>Stop booking messages by ${CHANNEL_WORDS[link.channel]} to this number?</p><p>इस नंबर पर बुकिंग के संदेश बंद करें?</p><form method="post"><button type="submit">Stop / बंद करें</button></form>`,
      );
    },
  );

  app.post(
    '/api/notices/stop/:token',
    { schema: stopSchema('The stop link: stops the channel') },
    async (request, reply) => {
      const link = await stopLink(app.db, (request.params as { token: string }).token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!link) return reply.status(404).send(notFound);
      await stopChannel(app.db, link.phone, link.channel, app.notices.now());
      request.log.info({ channel: link.channel }, 'a channel stopped for a number by its stop link');
      return page(
        'Messages stopped',
        `<p>No more booking messages will come by ${CHANNEL_WORDS[link.channel]}. Your bookings stand.</p><p>अब ${CHANNEL_WORDS[link.channel]} पर बुकिंग के संदेश नहीं आएंगे। आपकी बुकिंग बनी रहेगी।</p>`,
      );
    },
  );
}
