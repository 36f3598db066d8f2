/**
 * The HMIS's API keys (issue 50): what an admin sees of them at the desk and the name a new one is
 * given. The key itself is answered once, when issued; the API keeps only its keyed hash.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { fieldIssue } from './fieldErrors';

/** A key's name: letters, digits, spaces, dots, dashes and underscores, 1 to 60, starting with a letter or digit. */
export const HMIS_KEY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,59}$/u;

/** `GET /api/staff/hmis-keys/`: a key without its text. Times are ISO 8601. */
export interface HmisKey {
  id: number;
  name: string;
  created_at: string;
  /** The admin who issued it; null when the server's command did. */
  created_by: { id: number; name: string } | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** `POST /api/staff/hmis-keys/` (201): the key, shown this once. */
export interface HmisKeyIssued {
  key: string;
  hmis_key: HmisKey;
}

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** `POST /api/staff/hmis-keys/`: the new key's name, used once. */
export const hmisKeyCreateSchema = builtOnFirstUse(() =>
  object({
    name: string().trim().required(fieldIssue('hmisKeyName')).matches(HMIS_KEY_NAME_PATTERN, fieldIssue('hmisKeyName')),
  }).noUnknown(UNKNOWN_FIELD),
);

export type HmisKeyCreateInput = InferType<ReturnType<typeof hmisKeyCreateSchema>>;
