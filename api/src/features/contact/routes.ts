import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from 'shared-ui/contract';
import type { ContactResult } from 'shared-ui/contract';
import { BadInputError } from '../../http/errors';
import { validateBody } from '../../http/validation';

const THANKS = 'Thank you for contacting Aravali Care Hospital. Our team will get back to you within one working day.';

/**
 * The contact form reads `success` and shows `error` (SPEC §7, §8), so a refusal answers in that
 * shape too, with the first problem in the form's order as `error` and every field under `errors`.
 */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/contact/', async (request, reply) => {
    let input;
    try {
      input = await validateBody(contactMessageSchema, request.body);
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      const first = Object.values(error.errors)[0] ?? error.message;
      const refusal: ContactResult = { success: false, error: first };
      return reply.status(400).send({ ...refusal, message: error.message, errors: error.errors });
    }
    await app.db
      .insertInto('contact_messages')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        consent_at: new Date(),
      })
      .execute();
    const answer: ContactResult = { success: true, message: THANKS };
    return reply.status(201).send(answer);
  });
}
