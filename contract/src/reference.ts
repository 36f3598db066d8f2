/**
 * Booking references: `APT-XXXXX-XXXXC` / `LAB-XXXXX-XXXXC`, nine random characters from Crockford's
 * base32 alphabet (no I, L, O or U, so nothing reads as another character) and a Luhn mod 32 check
 * character that catches any one mistyped character. Bookings made before these keep their
 * `APT-000019` form, which still works. The API generates references; both sides read them.
 */

export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters in a reference (45 bits), before its check character. */
export const BOOKING_REFERENCE_RANDOM_LENGTH = 9;
export type BookingReferencePrefix = 'APT' | 'LAB';

/**
 * A reference as stored and shown: the new form, or the legacy id form (six to nine digits: a
 * legacy reference was the row's id, so it never has the ten characters of the new form).
 */
export const BOOKING_REFERENCE_PATTERN = /^(APT|LAB)-(?:([0-9A-HJKMNP-TV-Z]{5})-([0-9A-HJKMNP-TV-Z]{5})|(\d{6,9}))$/;

const N = BOOKING_REFERENCE_ALPHABET.length;

function valueOf(character: string): number {
  const value = BOOKING_REFERENCE_ALPHABET.indexOf(character);
  if (value < 0) throw new RangeError(`Not a reference character: ${character}`);
  return value;
}

/** Luhn mod N over `characters`, doubling every second value from the right, as the check expects. */
function luhnSum(characters: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    let addend = valueOf(characters[index]!);
    if (double) {
      addend *= 2;
      addend = Math.floor(addend / N) + (addend % N);
    }
    sum += addend;
    double = !double;
  }
  return sum % N;
}

/** The check character that follows `payload` (characters of the alphabet). */
export function bookingReferenceCheckCharacter(payload: string): string {
  return BOOKING_REFERENCE_ALPHABET[(N - luhnSum(payload, true)) % N]!;
}

/** Whether the ten characters (nine random and the check) agree. */
export function hasValidCheckCharacter(characters: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]+$/.test(characters) && luhnSum(characters, false) === 0;
}

/** The reference grouped as patients see it, from its prefix and ten characters. */
export function formatBookingReference(prefix: BookingReferencePrefix, characters: string): string {
  return `${prefix}-${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * A reference as a patient may type or read it aloud: any case, spaces or hyphens anywhere, O for
 * zero, I or L for one. Answers the stored form when it can be one, otherwise the cleaned text
 * (which the pattern then refuses).
 */
export function normaliseBookingReference(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s\-\u2010-\u2015]+/g, '');
  const prefix = compact.slice(0, 3);
  if (prefix !== 'APT' && prefix !== 'LAB') return compact;
  const rest = compact.slice(3).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (rest.length === BOOKING_REFERENCE_RANDOM_LENGTH + 1) return formatBookingReference(prefix, rest);
  return `${prefix}-${rest}`;
}

/** A well-formed reference: the new form with a check character that agrees, or a legacy one. */
export function isBookingReference(reference: string): boolean {
  const match = BOOKING_REFERENCE_PATTERN.exec(reference);
  if (!match) return false;
  return match[4] !== undefined || hasValidCheckCharacter(`${match[2]}${match[3]}`);
}
