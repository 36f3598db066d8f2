/**
 * The front desk's requests (issue 47): every change to a booking carries the `version` the desk
 * read, so two desks acting on one row never lose an update. Types and constants are in deskDay.ts.
 */
import { boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import {
  DESK_CANCEL_REASONS,
  DESK_JOIN_HOWS,
  DESK_JOIN_LIMITS,
  DESK_LIMITS,
  DESK_RESET_TARGETS,
  isMeetingLink,
} from './deskDay';
import { LIMITS } from './limits';
import type { DeskCancelReason, DeskJoinHow, DeskResetTarget } from './deskDay';
import { fieldIssue } from './fieldErrors';
import {
  bookingTextChannels,
  characterCount,
  doctorVisitFields,
  isStorableText,
  newSlotFields,
  patientDetailsFields,
} from './schemas';

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

/**
 * `POST /api/staff/bookings/:reference/join/`: an online booking's joining details, a meeting link
 * or a call at the booked time; `resend` to send them again once sent.
 */
export const deskJoiningSchema = builtOnFirstUse(() =>
  object({
    version: version(),
    how: mixed<DeskJoinHow>()
      .required(fieldIssue('deskJoinHow'))
      .oneOf([...DESK_JOIN_HOWS], fieldIssue('deskJoinHow')),
    link: string()
      .trim()
      // A call carries no link: one sent anyway is dropped rather than stored.
      .when('how', ([how]: unknown[], schema) =>
        how === 'link'
          ? schema
              .required(fieldIssue('deskJoinLink', { max: DESK_JOIN_LIMITS.linkMax }))
              .test('meeting-link', fieldIssue('deskJoinLink', { max: DESK_JOIN_LIMITS.linkMax }), (value) =>
                value === undefined ? true : isMeetingLink(value),
              )
          : schema.strip(),
      ),
    resend: boolean().default(false),
  }).noUnknown(UNKNOWN_FIELD),
);

/**
 * `POST /api/staff/bookings/:reference/reschedule/`: the new day and slot by the site's rules, who
 * asked (as for a cancellation), and a note for the history.
 */
export const deskRescheduleSchema = builtOnFirstUse(() =>
  object({
    version: version(),
    ...newSlotFields(),
    reason: mixed<DeskCancelReason>()
      .required(fieldIssue('deskRescheduleReason'))
      .oneOf([...DESK_CANCEL_REASONS], fieldIssue('deskRescheduleReason')),
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

/** A whole number as JSON or a form sends it; anything else is NaN, nothing is undefined. */
const wholeNumber = (_parsed: unknown, original: unknown): unknown => {
  if (original === undefined || original === null || original === '') return undefined;
  if (typeof original === 'number') return Number.isSafeInteger(original) ? original : Number.NaN;
  if (typeof original === 'string' && /^\d{1,3}$/.test(original)) return Number(original);
  return Number.NaN;
};

/**
 * `POST /api/staff/bookings/`: a patient at the counter or on the phone, into the same slots as the
 * site's bookings (the booking form's visit and patient fields), with the age and sex when given.
 */
export const deskBookingSchema = builtOnFirstUse(() =>
  object({
    ...doctorVisitFields(),
    ...patientDetailsFields(),
    // A patient at the counter may have no e-mail: then no confirmation is sent, the slip is theirs.
    email: string()
      .trim()
      .default('')
      .test(
        'max-characters',
        fieldIssue('tooLong', { max: LIMITS.emailMax }),
        (value) => value === undefined || characterCount(value) <= LIMITS.emailMax,
      )
      .email(fieldIssue('email')),
    age: number()
      .transform(wholeNumber)
      .typeError(fieldIssue('age'))
      .min(LIMITS.ageMin, fieldIssue('age'))
      .max(LIMITS.ageMax, fieldIssue('age')),
    sex: mixed<'M' | 'F' | 'O'>().oneOf(['M', 'F', 'O'], fieldIssue('gender')),
    source: mixed<'phone' | 'walk_in'>()
      .required(fieldIssue('deskSource'))
      .oneOf(['phone', 'walk_in'], fieldIssue('deskSource')),
    language: mixed<'en' | 'hi'>().oneOf(['en', 'hi'], fieldIssue('deskLanguage')).default('en'),
    // What the patient agreed to for the booking's texts, as the site's form asks it.
    ...bookingTextChannels(),
  }).noUnknown(UNKNOWN_FIELD),
);

export type DeskActionInput = InferType<ReturnType<typeof deskActionSchema>>;
export type DeskCancelInput = InferType<ReturnType<typeof deskCancelSchema>>;
export type DeskRescheduleInput = InferType<ReturnType<typeof deskRescheduleSchema>>;
export type DeskResetInput = InferType<ReturnType<typeof deskResetSchema>>;
export type DeskBookingInput = InferType<ReturnType<typeof deskBookingSchema>>;
export type DeskJoiningInput = InferType<ReturnType<typeof deskJoiningSchema>>;
