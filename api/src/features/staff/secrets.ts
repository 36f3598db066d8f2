/**
 * The staff feature's keys, both derived from the API's key (`API_SECRET`, or the one kept in the
 * database: db/server-secret.ts), each for its one use:
 * - keyed hashes (HMAC-SHA256) of session ids, enrolment tokens, recovery codes and throttle keys,
 *   so a copy of the database signs no one in and names no e-mail in the throttle;
 * - AES-256-GCM for the TOTP secrets, which must be read back to check a code: a copy of the
 *   database without the key cannot make codes. When `API_SECRET` is set, the key is not in the
 *   database at all; when it is unset the key sits in `server_secrets` beside them, and the
 *   encryption then only keeps the secrets out of a dump of the staff tables alone. Changing
 *   `API_SECRET` makes every stored TOTP secret unreadable: each member's factor must be reset.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type StaffSecretPurpose = 'session' | 'enrolment' | 'recovery' | 'throttle';

export class StaffSecrets {
  private readonly hashKey: Buffer;
  private readonly encryptionKey: Buffer;

  constructor(apiSecret: string) {
    this.hashKey = Buffer.from(hkdfSync('sha256', apiSecret, '', 'staff-hash-key', 32));
    this.encryptionKey = Buffer.from(hkdfSync('sha256', apiSecret, '', 'staff-totp-key', 32));
  }

  hash(purpose: StaffSecretPurpose, value: string): string {
    return createHmac('sha256', this.hashKey).update(`${purpose}\u0000${value}`).digest('hex');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The plain text, or null for a value this key did not seal (the key changed, or the row was altered). */
  decrypt(stored: string): string | null {
    const [format, body] = stored.split(':');
    if (format !== FORMAT || !body) return null;
    const bytes = Buffer.from(body, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A random 256-bit secret in URL-safe base64: session ids and enrolment tokens. */
export const newStaffSecret = (): string => randomBytes(32).toString('base64url');
