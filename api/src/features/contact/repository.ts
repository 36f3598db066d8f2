/** Contact messages are only stored; the hospital's staff read them from the table. */
import type { Kysely } from 'kysely';
import type { ContactMessageInput } from 'contract';
import type { Database } from '../../db';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactMessageInput,
  consentAt: Date,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      consent_at: consentAt,
    })
    .execute();
}
