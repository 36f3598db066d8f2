/** Registration (`/api/patents/`, the existing backend's spelling) and login. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loginSchema, registrationSchema } from 'contract';
import type { Account, MessageResponse } from 'contract';
import { audit } from '../../audit/audit';
import { BadInputError } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password';

const TAKEN = {
  login_id: 'This login ID is already taken. Please choose another.',
  email: 'An account with this email already exists. Please log in instead.',
} as const;

/** PostgreSQL's unique_violation, raised when two registrations race for the same login ID or email. */
function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/patents/', async (request, reply) => {
    const input = await validateBody(registrationSchema, request.body);
    const passwordHash = await hashPassword(input.password);
    try {
      await app.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('accounts')
          .select(['login_id', 'email'])
          .where((eb) =>
            eb.or([
              eb(sql`lower(login_id)`, '=', input.login_id.toLowerCase()),
              eb(sql`lower(email)`, '=', input.email.toLowerCase()),
            ]),
          )
          .execute();
        if (taken.some((row) => row.login_id.toLowerCase() === input.login_id.toLowerCase())) {
          throw new BadInputError({ login_id: TAKEN.login_id }, TAKEN.login_id);
        }
        if (taken.length > 0) throw new BadInputError({ email: TAKEN.email }, TAKEN.email);
        await trx
          .insertInto('accounts')
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            age: input.age,
            gender: input.gender,
            login_id: input.login_id,
            password_hash: passwordHash,
            consent_at: new Date(),
          })
          .execute();
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      const field = constraint.includes('login_id') ? 'login_id' : 'email';
      throw new BadInputError({ [field]: TAKEN[field] }, TAKEN[field]);
    }
    const answer: MessageResponse = { message: 'Registered successfully! You can now log in with your login ID.' };
    return reply.status(201).send(answer);
  });

  app.post('/api/login/', async (request, reply) => {
    const input = await validateBody(loginSchema, request.body);
    const row = await app.db
      .selectFrom('accounts')
      .selectAll()
      .where(sql`lower(login_id)`, '=', input.login_id.toLowerCase())
      .executeTakeFirst();
    const matches = await verifyPassword(input.password, row?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
    if (!row || !matches) {
      // Who tried is not logged (the login ID is personal data): only that a sign-in failed, and roughly from where.
      audit(request.log, 'account.login_failed', { ip: request.ip, outcome: 'refused' });
      const refusal: MessageResponse = { message: 'Invalid login ID or password.' };
      return reply.status(401).send(refusal);
    }
    const account: Account = {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      age: row.age,
      gender: row.gender,
      login_id: row.login_id,
      created_at: row.created_at.toISOString(),
    };
    return account;
  });
}
