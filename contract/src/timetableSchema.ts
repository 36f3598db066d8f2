/**
 * The timetable editor's schema (timetable.ts says what it is): the desk's form and the API's
 * `PUT /api/staff/timetables/:doctorId/` run it, so the same rule names the same field.
 */
import { array, boolean, number, object, string, ValidationError } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { isIsoDay, todayInHospitalZone } from './dates';
import { fieldIssue } from './fieldErrors';
import { editedVersionField } from './schemas';
import { HH_MM, isTime, minutesOf, overlappingSessions, TIMETABLE_LIMITS } from './timetable';

/** A JSON whole number, else NaN (so `"15"` or `15.5` is refused, not cast). */
const wholeNumber = (_parsed: unknown, original: unknown) =>
  original === undefined || original === null || original === ''
    ? undefined
    : Number.isSafeInteger(original)
      ? original
      : Number.NaN;

const time = () =>
  string()
    .required(fieldIssue('timetableTime'))
    .test('hh-mm', fieldIssue('timetableTime'), (value) => value === undefined || HH_MM.test(value));

function sessionSchema() {
  return object({
    weekday: number()
      .transform(wholeNumber)
      .typeError(fieldIssue('timetableWeekday'))
      .required(fieldIssue('timetableWeekday'))
      .min(0, fieldIssue('timetableWeekday'))
      .max(6, fieldIssue('timetableWeekday')),
    start_time: time(),
    end_time: time().test('after-start', fieldIssue('timetableEndBeforeStart'), (value, context) => {
      const start: unknown = context.parent.start_time;
      return !isTime(value) || !isTime(start) || minutesOf(value) > minutesOf(start);
    }),
    online: boolean().strict().required(fieldIssue('timetableOnline')),
    room: string()
      .nullable()
      .default(null)
      .trim()
      .max(TIMETABLE_LIMITS.roomMax, fieldIssue('tooLong', { max: TIMETABLE_LIMITS.roomMax }))
      .when('online', ([online], schema) =>
        online === false ? schema.required(fieldIssue('timetableRoomRequired')) : schema,
      ),
    slot_minutes: number()
      .transform(wholeNumber)
      .typeError(fieldIssue('timetableSlotMinutes'))
      .required(fieldIssue('timetableSlotMinutes'))
      .min(TIMETABLE_LIMITS.slotMinutesMin, fieldIssue('timetableSlotMinutes'))
      .max(TIMETABLE_LIMITS.slotMinutesMax, fieldIssue('timetableSlotMinutes'))
      .test('divides', (value, context) => {
        const { start_time: start, end_time: end } = context.parent as { start_time: unknown; end_time: unknown };
        if (value === undefined || !isTime(start) || !isTime(end)) return true;
        const length = minutesOf(end) - minutesOf(start);
        return length <= 0 || length % value === 0
          ? true
          : context.createError({ message: fieldIssue('timetableSlotDivides', { minutes: length }) });
      }),
    counter_quota: number()
      .transform(wholeNumber)
      .typeError(fieldIssue('timetableCounterQuota', { max: TIMETABLE_LIMITS.counterQuotaMax }))
      .nullable()
      .default(null)
      .min(0, fieldIssue('timetableCounterQuota', { max: TIMETABLE_LIMITS.counterQuotaMax }))
      .max(
        TIMETABLE_LIMITS.counterQuotaMax,
        fieldIssue('timetableCounterQuota', { max: TIMETABLE_LIMITS.counterQuotaMax }),
      ),
  }).noUnknown(({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown }));
}

/**
 * `PUT /api/staff/timetables/:doctorId/`: the version read, the first day, the week's sessions. A
 * day before today (in Asia/Kolkata, by `now`) is refused: bookings already made under the
 * timetable of that day stand, and the past is not rewritten.
 */
export const timetableSchema = builtOnFirstUse(() =>
  object({
    version: editedVersionField('timetableVersionRequired', 0),
    effective_from: string()
      .required(fieldIssue('dateRequired'))
      .test('iso-day', fieldIssue('dateInvalid'), (value) => value === undefined || isIsoDay(value))
      .test('not-past', fieldIssue('timetableFromPast'), (value, context) => {
        const now = (context.options.context as { now?: Date } | undefined)?.now ?? new Date();
        return value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(now);
      }),
    sessions: array(sessionSchema())
      .required(fieldIssue('timetableSessionsRequired'))
      .max(TIMETABLE_LIMITS.sessionsMax, fieldIssue('timetableTooMany', { max: TIMETABLE_LIMITS.sessionsMax }))
      .test('no-overlap', (sessions, context) => {
        if (!sessions) return true;
        const overlaps = overlappingSessions(sessions);
        if (overlaps.size === 0) return true;
        const errors = [...overlaps].map(([index, other]) =>
          context.createError({
            path: `${context.path}[${index}].start_time`,
            message: fieldIssue('timetableOverlap', {
              start: String(sessions[other]?.start_time),
              end: String(sessions[other]?.end_time),
            }),
          }),
        );
        return new ValidationError(errors);
      }),
  }).noUnknown(({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown })),
);

export type TimetableInput = InferType<ReturnType<typeof timetableSchema>>;
export type TimetableSessionInput = TimetableInput['sessions'][number];
