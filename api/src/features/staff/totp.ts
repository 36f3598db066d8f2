/**
 * TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, as every authenticator app makes them. A code
 * is accepted one step either side of now (a phone's clock a little off), and only for a step later
 * than the last one accepted, so a code seen over a shoulder or replayed from a log is refused.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { HOSPITAL_NAME } from 'contract/hospital';
import { normaliseStaffCode } from 'contract';

export const TOTP_PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
/** 160 bits, RFC 4226's recommended length. */
const SECRET_BYTES = 20;
const ISSUER = `${HOSPITAL_NAME} desk`;

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** `otpauth://totp/…` for the app (a QR code of it): the desk's name and the member's e-mail. */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step of a moment. */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The step the code belongs to (within a step of now), or null when it is no code of this secret now. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({
    token: normaliseStaffCode(code),
    timestamp: now.getTime(),
    window: WINDOW_STEPS,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** Letters and digits no one misreads (no 0, 1, i, l, o): contract's RECOVERY_CODE_PATTERN. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx`, about 49 bits. */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A recovery code as stored (hashed): typed with or without its dash, in any case. */
export const recoveryCodeKey = (code: string): string => normaliseStaffCode(code).replace('-', '');
