/** Registration (`/api/patents/`, the existing backend's spelling) and login. */
import type { FastifyInstance } from 'fastify';
import { loginSchema, registrationSchema } from 'contract';
import type { MessageResponse } from 'contract';
import { audit } from '../../audit/audit';
import { validateBody } from '../../http/validation';
import { logIn, registerAccount } from './service';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/patents/', async (request, reply) => {
    const input = await validateBody(registrationSchema, request.body);
    await registerAccount(app.db, input);
    const answer: MessageResponse = { message: 'Registered successfully! You can now log in with your login ID.' };
    return reply.status(201).send(answer);
  });

  app.post('/api/login/', async (request, reply) => {
    const input = await validateBody(loginSchema, request.body);
    const account = await logIn(app.db, input);
    if (!account) {
      // Who tried is not logged (the login ID is personal data): only that a sign-in failed, and roughly from where.
      audit(request.log, 'account.login_failed', { ip: request.ip, outcome: 'refused' });
      const refusal: MessageResponse = { message: 'Invalid login ID or password.' };
      return reply.status(401).send(refusal);
    }
    return account;
  });
}
