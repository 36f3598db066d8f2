/**
 * The leave form's and the rebook page's requests (leave.ts says what they are): the desk's form and
 * the API run the same schema, so the same rule names the same field.
 */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { isIsoDay, todayInHospitalZone } from './dates';
import { fieldIssue } from './fieldErrors';
import { LEAVE_LIMITS } from './leave';
import { LIMITS } from './limits';
import { characterCount, isStorableText, newSlotFields, secretField } from './schemas';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const reasonText = () =>
  string()
    .test(
      'storable',
      fieldIssue('invalidCharacters'),
      (value) => value === undefined || value === null || isStorableText(value),
    )
    .test(
      'max-characters',
      fieldIssue('tooLong', { max: LEAVE_LIMITS.reasonMax }),
      (value) => value === undefined || value === null || characterCount(value) <= LEAVE_LIMITS.reasonMax,
    )
    .trim();

const day = () =>
  string()
    .trim()
    .required(fieldIssue('dateRequired'))
    .test('iso-day', fieldIssue('dateInvalid'), (value) => value === undefined || isIsoDay(value));

/**
 * `POST /api/staff/leave/`: one doctor (`doctor`) or the whole hospital (`doctor: null`), from a day
 * to a day (today or later, at most a year), or one session (`session_start`, one day, one doctor),
 * with its reason in English and optionally Hindi. `context.now` moves "today" in tests.
 */
export const leaveSchema = builtOnFirstUse(() =>
  object({
    doctor: number()
      .transform((_parsed: unknown, original: unknown) =>
        original === null ? null : Number.isSafeInteger(original) ? original : Number.NaN,
      )
      .typeError(fieldIssue('leaveDoctor'))
      .nullable()
      .defined(fieldIssue('leaveDoctor'))
      .min(1, fieldIssue('leaveDoctor'))
      .max(LIMITS.idMax, fieldIssue('leaveDoctor')),
    from: day().test('not-past', fieldIssue('leaveFromPast'), (value, context) => {
      const now = (context.options.context as { now?: Date } | undefined)?.now ?? new Date();
      return value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(now);
    }),
    to: day()
      .test('after-from', fieldIssue('leaveToBeforeFrom'), (value, context) => {
        const from: unknown = context.parent.from;
        return value === undefined || typeof from !== 'string' || !isIsoDay(from) || !isIsoDay(value) || value >= from;
      })
      .test('at-most', fieldIssue('leaveTooLong', { max: LEAVE_LIMITS.daysMax }), (value, context) => {
        const from: unknown = context.parent.from;
        return (
          value === undefined ||
          typeof from !== 'string' ||
          !isIsoDay(from) ||
          !isIsoDay(value) ||
          dayCount(from, value) <= LEAVE_LIMITS.daysMax
        );
      }),
    session_start: string()
      .nullable()
      .default(null)
      .transform((value: unknown) => (value === '' ? null : value))
      .test(
        'hh-mm',
        fieldIssue('leaveSessionTime'),
        (value) => value === null || value === undefined || HH_MM.test(value),
      )
      .test('one-day', fieldIssue('leaveSessionOneDay'), (value, context) => {
        const { from, to, doctor } = context.parent as { from: unknown; to: unknown; doctor: unknown };
        if (value === null || value === undefined) return true;
        if (doctor === null) return context.createError({ message: fieldIssue('leaveSessionDoctor') });
        return from === to;
      }),
    reason: reasonText().required(fieldIssue('leaveReasonRequired')),
    reason_hi: reasonText()
      .nullable()
      .default(null)
      .transform((value: unknown) => (value === '' ? null : value)),
  }).noUnknown(UNKNOWN_FIELD),
);

export type LeaveInput = InferType<ReturnType<typeof leaveSchema>>;

const reference = () =>
  string()
    .required(fieldIssue('leaveReferences'))
    .max(40, fieldIssue('leaveReferences'))
    .test('storable', fieldIssue('leaveReferences'), (value) => value === undefined || isStorableText(value));

/**
 * `POST /api/staff/leave/:id/confirm/`: the references of the hit bookings the manager saw; when the
 * list changed since, the API answers 409 with the new one and cancels nothing.
 */
export const leaveConfirmSchema = builtOnFirstUse(() =>
  object({
    references: array(reference())
      .required(fieldIssue('leaveReferences'))
      .max(LEAVE_LIMITS.hitsMax, fieldIssue('leaveReferences')),
  }).noUnknown(UNKNOWN_FIELD),
);

export type LeaveConfirmInput = InferType<ReturnType<typeof leaveConfirmSchema>>;

/** `POST /api/appointment/rebook/`: the link's token (from the address's fragment, never the URL). */
export const rebookLinkSchema = builtOnFirstUse(() => object({ token: secretField() }).noUnknown(UNKNOWN_FIELD));

/** `POST /api/appointment/rebook/book/`: the token, and the doctor, day and slot chosen. */
export const rebookBookSchema = builtOnFirstUse(() =>
  object({
    token: secretField(),
    doctor: number()
      .transform((_parsed: unknown, original: unknown) =>
        original === undefined || original === null
          ? undefined
          : Number.isSafeInteger(original)
            ? original
            : Number.NaN,
      )
      .typeError(fieldIssue('doctorFromList'))
      .required(fieldIssue('doctorRequired'))
      .min(1, fieldIssue('doctorFromList'))
      .max(LIMITS.idMax, fieldIssue('doctorFromList')),
    ...newSlotFields(),
  }).noUnknown(UNKNOWN_FIELD),
);

export type RebookLinkInput = InferType<ReturnType<typeof rebookLinkSchema>>;
export type RebookBookInput = InferType<ReturnType<typeof rebookBookSchema>>;
