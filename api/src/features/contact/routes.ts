import type { FastifyError, FastifyInstance } from 'fastify';
import { contactMessageSchema } from 'contract';
import type { ContactResult } from 'contract';
import { ref, refusals } from '../../http/answer-schemas';
import { messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { answerFor } from '../../plugins/errors';
import { insertContactMessage } from './repository';

/**
 * The contact form reads `success` and shows `error`, so every refusal here (bad
 * fields, rate limit, unreadable body) answers in that shape too: `error` is the first problem in
 * the form's order, and `message` and `errors` are there as on every other endpoint.
 */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const { status, body } = answerFor(error, request);
    const first = body.errors ? Object.values(body.errors)[0] : undefined;
    const refusal: ContactResult = { success: false, error: first ?? body.message };
    return reply.status(status).send({ ...body, ...refusal });
  });

  const schema = {
    summary: 'A message to the hospital',
    description: 'Every refusal adds `success: false` and `error`, the first problem in the form’s order.',
    response: { 201: ref('ContactResult'), ...refusals(400, 429) },
  };
  app.post('/api/contact/', { schema, config: { docs: { body: contactMessageSchema } } }, async (request, reply) => {
    const input = await validateBody(contactMessageSchema(), request.body);
    await insertContactMessage(app.db, input, new Date());
    const answer: ContactResult = { success: true, ...messageAnswer({ code: 'contactThanks' }) };
    return reply.status(201).send(answer);
  });
}
