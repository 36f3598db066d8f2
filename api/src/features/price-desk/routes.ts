/**
 * The OPD manager's fees and prices under `/api/staff/` (issue 48): a doctor's fee of one mode, a
 * package's or a test's price, each from a day on (today or later). The price shown and charged for
 * a booking is the one in effect the day the booking is made (`price_on`), and a booking keeps it:
 * a patient pays what was quoted when booking, whatever the visit's day. Each change is one
 * `catalogue_changes` row (before and after) and one staff audit event, in its own transaction.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { feeChangeSchema, LIMITS, priceChangeSchema } from 'contract';
import type { PriceTimeline, StaffPricedItem } from 'contract';
import { refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { recordCatalogueChange } from '../catalogue';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { priceDay } from '../prices';
import { feeTimelines, lockDoctor, lockPricedItem, schedulePrice, staffPrices } from './repository';

const timeline = {
  type: 'object',
  description: 'Whole rupees: `current` in effect today, `scheduled` the changes to come (`effective_from` order).',
  properties: {
    current: { type: 'integer' },
    scheduled: {
      type: 'array',
      items: {
        type: 'object',
        properties: { price: { type: 'integer' }, effective_from: { type: 'string' } },
        required: ['price', 'effective_from'],
        additionalProperties: false,
      },
    },
  },
  required: ['current', 'scheduled'],
  additionalProperties: false,
} as const;

const fees = {
  type: 'object',
  description: 'A doctor’s fees at the hospital and online.',
  properties: { in_person: timeline, online: timeline },
  required: ['in_person', 'online'],
  additionalProperties: false,
} as const;

const pricedItem = {
  type: 'object',
  description: 'A package (`key` its slug) or a test (`key` its id, `lab` its lab) and its price.',
  properties: {
    kind: { type: 'string', enum: ['package', 'test'] },
    key: { type: 'string' },
    name: { type: 'string' },
    lab: { type: ['string', 'null'] },
    price: timeline,
  },
  required: ['kind', 'key', 'name', 'lab', 'price'],
  additionalProperties: false,
} as const;

const WRITE_REFUSALS = refusals(400, 401, 403, 404, 415, 429);

const SCHEMAS: Record<'prices' | 'package' | 'test' | 'fee', FastifySchema> = {
  prices: {
    summary: 'Package and test prices (OPD manager)',
    description: 'Each with its price in effect today and the changes scheduled after today.',
    response: {
      200: {
        type: 'object',
        properties: { packages: { type: 'array', items: pricedItem }, tests: { type: 'array', items: pricedItem } },
        required: ['packages', 'tests'],
        additionalProperties: false,
      },
      ...refusals(401, 403),
    },
  },
  package: {
    summary: 'Schedule a package’s price (OPD manager)',
    description:
      'Body `{price, effective_from}`: whole rupees from 1 to 5,00,000 (`pricePositive`, `priceTooHigh`), from ' +
      'today or later (`effectiveFromPast`). Bookings made from that day are charged it; earlier ones keep theirs. ' +
      'A change already set for that day is replaced. 404 `priceItemNotFound`.',
    response: { 200: pricedItem, ...WRITE_REFUSALS },
  },
  test: {
    summary: 'Schedule a lab test’s price (OPD manager)',
    description: 'As a package’s, the test by its id.',
    response: { 200: pricedItem, ...WRITE_REFUSALS },
  },
  fee: {
    summary: 'Schedule a doctor’s fee (OPD manager)',
    description:
      'Body `{mode: in_person|online, price, effective_from}`: whole rupees from 1 to 50,000 (`feeTooHigh`), from ' +
      'today or later. A booking stores the fee in effect the day it is made. 404 `doctorNotFound`.',
    response: { 200: fees, ...WRITE_REFUSALS },
  },
};

function actorOf(request: FastifyRequest): Actor & { actorId: number } {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

function idParam(params: unknown): number | null {
  const raw = (params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

const state = (value: PriceTimeline | { in_person: PriceTimeline; online: PriceTimeline }) =>
  value as unknown as Record<string, unknown>;

export default async function priceRoutes(app: FastifyInstance): Promise<void> {
  const access = staffRoute(STAFF_ACCESS.catalogue);

  app.get('/api/staff/prices/', { schema: SCHEMAS.prices, config: access }, async () =>
    staffPrices(app.db, priceDay()),
  );

  const schedule = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'package' | 'test',
    key: string,
  ): Promise<StaffPricedItem | FastifyReply> => {
    const input = await validateBody(priceChangeSchema(), request.body);
    const actor = actorOf(request);
    const today = priceDay();
    const changed = await app.db.transaction().execute(async (trx) => {
      const found = await lockPricedItem(trx, kind, key, today);
      if (!found) return null;
      await schedulePrice(trx, {
        item: kind,
        itemId: found.id,
        price: input.price,
        day: input.effective_from,
        by: actor.actorId,
      });
      const after = await lockPricedItem(trx, kind, key, today);
      if (!after) throw new Error('A priced item vanished under its lock');
      const subject = kind === 'package' ? `package:${found.item.key}` : `test:${found.id}`;
      const change = { price: input.price, effective_from: input.effective_from };
      await recordCatalogueChange(trx, {
        actorId: actor.actorId,
        subject,
        action: 'price.scheduled',
        before: state(found.item.price),
        after: { ...state(after.item.price), change },
      });
      await app.staff.audit(actor, 'price.scheduled', subject, change, trx);
      return after.item;
    });
    return changed ?? reply.status(404).send(messageAnswer({ code: 'priceItemNotFound' }));
  };

  app.post<{ Params: { slug: string } }>(
    '/api/staff/prices/packages/:slug/',
    { schema: SCHEMAS.package, config: { ...access, docs: { body: priceChangeSchema } } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!/^[a-z0-9-]{1,120}$/.test(slug)) {
        await validateBody(priceChangeSchema(), request.body);
        return reply.status(404).send(messageAnswer({ code: 'priceItemNotFound' }));
      }
      return schedule(request, reply, 'package', slug);
    },
  );

  app.post(
    '/api/staff/prices/tests/:id/',
    { schema: SCHEMAS.test, config: { ...access, docs: { body: priceChangeSchema } } },
    async (request, reply) => {
      const id = idParam(request.params);
      if (id === null) {
        await validateBody(priceChangeSchema(), request.body);
        return reply.status(404).send(messageAnswer({ code: 'priceItemNotFound' }));
      }
      return schedule(request, reply, 'test', String(id));
    },
  );

  app.post(
    '/api/staff/doctors/:id/fees/',
    { schema: SCHEMAS.fee, config: { ...access, docs: { body: feeChangeSchema } } },
    async (request, reply) => {
      const input = await validateBody(feeChangeSchema(), request.body);
      const id = idParam(request.params);
      const actor = actorOf(request);
      const today = priceDay();
      const changed =
        id === null
          ? null
          : await app.db.transaction().execute(async (trx) => {
              if (!(await lockDoctor(trx, id))) return null;
              const before = await feeTimelines(trx, id, today);
              const item = input.mode === 'online' ? 'fee_online' : 'fee_in_person';
              await schedulePrice(trx, {
                item,
                itemId: id,
                price: input.price,
                day: input.effective_from,
                by: actor.actorId,
              });
              const after = await feeTimelines(trx, id, today);
              if (!before || !after) throw new Error('A doctor vanished under their lock');
              const change = { mode: input.mode, price: input.price, effective_from: input.effective_from };
              await recordCatalogueChange(trx, {
                actorId: actor.actorId,
                subject: `doctor:${id}`,
                doctorId: id,
                action: 'fee.scheduled',
                before: state(before),
                after: { ...state(after), change },
              });
              await app.staff.audit(actor, 'fee.scheduled', `doctor:${id}`, change, trx);
              return after;
            });
      return changed ?? reply.status(404).send(messageAnswer({ code: 'doctorNotFound' }));
    },
  );
}
