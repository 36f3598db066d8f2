/**
 * New booking references (see contract's reference.ts for the form): nine characters from
 * a cryptographic source, 45 bits, so nobody can reach a booking by counting, plus a check character.
 */
import { randomInt } from 'node:crypto';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_RANDOM_LENGTH,
  bookingReferenceCheckCharacter,
  formatBookingReference,
} from 'contract';
import type { BookingReferencePrefix } from 'contract';

export function generateBookingReference(prefix: BookingReferencePrefix): string {
  let payload = '';
  for (let index = 0; index < BOOKING_REFERENCE_RANDOM_LENGTH; index += 1) {
    payload += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  return formatBookingReference(prefix, `${payload}${bookingReferenceCheckCharacter(payload)}`);
}

/** A collision of 45 random bits is astronomically rare; more than a few in a row means a fault. */
const MAX_REFERENCE_ATTEMPTS = 5;

/**
 * Runs `insert` with fresh references until one is not taken: `insert` answers undefined when its
 * reference already exists (an `on conflict do nothing`, which keeps the transaction usable).
 */
export async function withFreshReference<T>(
  prefix: BookingReferencePrefix,
  insert: (reference: string) => Promise<T | undefined>,
  generate: (prefix: BookingReferencePrefix) => string = generateBookingReference,
): Promise<T> {
  for (let attempt = 1; attempt <= MAX_REFERENCE_ATTEMPTS; attempt += 1) {
    const stored = await insert(generate(prefix));
    if (stored !== undefined) return stored;
  }
  throw new Error(`No free booking reference after ${MAX_REFERENCE_ATTEMPTS} attempts`);
}
