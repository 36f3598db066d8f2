import type { FastifyError, FastifyInstance } from 'fastify';
import { contactMessageSchema } from 'contract';
import type { ContactResult } from 'contract';
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

  app.post('/api/contact/', async (request, reply) => {
    const input = await validateBody(contactMessageSchema(), request.body);
    await insertContactMessage(app.db, input, new Date());
    const answer: ContactResult = { success: true, ...messageAnswer({ code: 'contactThanks' }) };
    return reply.status(201).send(answer);
  });
}
