/**
 * The run sheet's one request with more than a version (issue 47's Labs): an OPD manager's reset of
 * a lab booking's mark, with why. The marks themselves take `deskActionSchema` (`{version}`), and
 * the refusals speak the day list's codes, so a desk reads both the same way.
 */
import { number, object, string } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { DESK_LIMITS } from './deskDay';
import { fieldIssue } from './fieldErrors';
import { characterCount, isStorableText } from './schemas';

/** `POST /api/staff/labs/:reference/reset/`: back to booked, with the reason the history keeps. */
export const labResetSchema = builtOnFirstUse(() =>
  object({
    version: number()
      .transform((_parsed: unknown, original: unknown) =>
        original === undefined || original === null
          ? undefined
          : Number.isSafeInteger(original)
            ? original
            : Number.NaN,
      )
      .typeError(fieldIssue('deskVersionRequired'))
      .required(fieldIssue('deskVersionRequired'))
      .min(1, fieldIssue('deskVersionRequired')),
    reason: string()
      .test('storable', fieldIssue('invalidCharacters'), (value) => value === undefined || isStorableText(value))
      .test(
        'max-characters',
        fieldIssue('tooLong', { max: DESK_LIMITS.noteMax }),
        (value) => value === undefined || characterCount(value) <= DESK_LIMITS.noteMax,
      )
      .trim()
      .required(fieldIssue('deskResetReasonRequired')),
  }).noUnknown(({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown })),
);
