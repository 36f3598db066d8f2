/**
 * The front desk's requests (issue 47): every change to a booking carries the `version` the desk
 * read, so two desks acting on one row never lose an update. Types and constants are in deskDay.ts.
 */
import { mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { DESK_CANCEL_REASONS, DESK_LIMITS, DESK_RESET_TARGETS } from './deskDay';
import type { DeskCancelReason, DeskResetTarget } from './deskDay';
import { fieldIssue } from './fieldErrors';
import { characterCount, isStorableText } from './schemas';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** The row's version as the list gave it: a JSON whole number from 1. */
const version = () =>
  number()
    .transform((_parsed: unknown, original: unknown) =>
      original === undefined || original === null ? undefined : Number.isSafeInteger(original) ? original : Number.NaN,
    )
    .typeError(fieldIssue('deskVersionRequired'))
    .required(fieldIssue('deskVersionRequired'))
    .min(1, fieldIssue('deskVersionRequired'));

const deskText = () =>
  string()
    .test('storable', fieldIssue('invalidCharacters'), (value) => value === undefined || isStorableText(value))
    .test(
      'max-characters',
      fieldIssue('tooLong', { max: DESK_LIMITS.noteMax }),
      (value) => value === undefined || characterCount(value) <= DESK_LIMITS.noteMax,
    )
    .trim();

/** `POST /api/staff/bookings/:reference/arrive|no-show|complete/`. */
export const deskActionSchema = builtOnFirstUse(() => object({ version: version() }).noUnknown(UNKNOWN_FIELD));

/** `POST /api/staff/bookings/:reference/cancel/`: who asked, and a note for the history. */
export const deskCancelSchema = builtOnFirstUse(() =>
  object({
    version: version(),
    reason: mixed<DeskCancelReason>()
      .required(fieldIssue('deskCancelReason'))
      .oneOf([...DESK_CANCEL_REASONS], fieldIssue('deskCancelReason')),
    note: deskText().default(''),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/bookings/:reference/reset/` (OPD manager): the status to set, and why. */
export const deskResetSchema = builtOnFirstUse(() =>
  object({
    version: version(),
    to: mixed<DeskResetTarget>()
      .required(fieldIssue('deskResetTo'))
      .oneOf([...DESK_RESET_TARGETS], fieldIssue('deskResetTo')),
    reason: deskText().required(fieldIssue('deskResetReasonRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

export type DeskActionInput = InferType<ReturnType<typeof deskActionSchema>>;
export type DeskCancelInput = InferType<ReturnType<typeof deskCancelSchema>>;
export type DeskResetInput = InferType<ReturnType<typeof deskResetSchema>>;
