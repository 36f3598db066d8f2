/**
 * A booking the signed-in owner may open (cancel) with the session instead of a code: booked while
 * signed in to the account, or with its confirmed e-mail and not while signed in to another.
 */
import type { FastifyRequest } from 'fastify';
import { signedInSubject } from '../sessions';
import { findBooking } from './repository';
import type { FoundBooking } from './repository';

/** The booking with this reference if the signed-in account owns it; null otherwise, alike for someone else's and for none. */
export async function ownedBooking(request: FastifyRequest, reference: string): Promise<FoundBooking | null> {
  const owner = await signedInSubject(request.server, request);
  return owner === null ? null : findBooking(request.server.db, { reference, owner }, false);
}
