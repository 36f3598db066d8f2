/**
 * The bookings' side of accounts: a booking made while signed in is linked to the account, and the
 * signed-in owner may open (cancel) their booking with the session instead of a code.
 */
import type { FastifyRequest } from 'fastify';
import { findBooking } from '../appointments/repository';
import type { FoundBooking } from '../appointments/repository';
import { signedInAccount } from '../sessions/plugin';
import { accountOwnsBooking } from '../privacy/person';
import { findAccount } from './repository';
import { dataSubject } from './service';

type BookingTable = 'doctor_appointments' | 'lab_appointments';

/** Links the just-made booking to the signed-in account, if any; passes the booking's answer on. */
export async function linkToAccount<Answer extends { reference: string }>(
  request: FastifyRequest,
  table: BookingTable,
  answer: Answer,
): Promise<Answer> {
  const accountId = await signedInAccount(request.server, request);
  if (accountId !== null) {
    await request.server.db
      .updateTable(table)
      .set({ account_id: accountId })
      .where('reference', '=', answer.reference)
      .execute();
  }
  return answer;
}

/**
 * The booking with this reference if the signed-in account owns it (booked while signed in, or
 * with the account's confirmed e-mail, not while signed in to another); null otherwise, alike for someone else's and for none.
 */
export async function ownedBooking(request: FastifyRequest, reference: string): Promise<FoundBooking | null> {
  const accountId = await signedInAccount(request.server, request);
  const account = accountId === null ? undefined : await findAccount(request.server.db, accountId);
  if (!account) return null;
  const booking = await findBooking(request.server.db, { reference }, false);
  if (!booking) return null;
  const table: BookingTable = booking.kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
  const owned = await request.server.db
    .selectFrom(table)
    .select('id')
    .where('id', '=', booking.id)
    .where('anonymised_at', 'is', null)
    .where(accountOwnsBooking(dataSubject(account)))
    .executeTakeFirst();
  return owned ? booking : null;
}
