/**
 * The OPD manager's requests for fees, prices and doctors' profiles (issue 48), used by the desk's
 * forms and the API alike. Limits and types: doctorsDesk.ts.
 */
import { array, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { isIsoDay, todayInHospitalZone } from './dates';
import { DOCTOR_LANGUAGES, FEE_MODES, PRICE_LIMITS } from './doctorsDesk';
import type { FeeMode } from './doctorsDesk';
import { fieldIssue } from './fieldErrors';
import { characterCount, editedVersionField, isStorableText, personNameField } from './schemas';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** Rupees as Indian grouping writes them, for the limits' messages (₹50,000). */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN').format(amount);

/** A whole number as JSON or a form sends it (digits, perhaps grouped with commas); anything else NaN. */
const wholeRupees = (_parsed: unknown, original: unknown): unknown => {
  if (original === undefined || original === null || original === '') return undefined;
  if (typeof original === 'number') return Number.isSafeInteger(original) ? original : Number.NaN;
  if (typeof original === 'string' && /^-?[\d,]{1,12}$/.test(original.trim())) {
    return Number(original.trim().replaceAll(',', ''));
  }
  return Number.NaN;
};

const price = (max: number, tooHigh: 'feeTooHigh' | 'priceTooHigh') =>
  number()
    .transform(wholeRupees)
    .typeError(fieldIssue('priceWhole'))
    .required(fieldIssue('priceRequired'))
    .min(1, fieldIssue('pricePositive'))
    .max(max, fieldIssue(tooHigh, { max: rupees(max) }));

/** Today or later in the hospital's zone, read when the rule runs (a form left open past midnight). */
const effectiveFrom = () =>
  string()
    .trim()
    .required(fieldIssue('effectiveFromRequired'))
    .test('iso-day', fieldIssue('dateInvalid'), (value) => value === undefined || isIsoDay(value))
    .test(
      'not-past',
      fieldIssue('effectiveFromPast'),
      (value) => value === undefined || !isIsoDay(value) || value >= todayInHospitalZone(new Date()),
    );

const version = () => editedVersionField('doctorVersionRequired', 1);

/** A text of at most `max` characters, nothing the database cannot store. */
const text = (max: number) =>
  string()
    .test(
      'storable',
      fieldIssue('invalidCharacters'),
      (value) => value === undefined || value === null || isStorableText(value),
    )
    .test(
      'max-characters',
      fieldIssue('tooLong', { max }),
      (value) => value === undefined || value === null || characterCount(value) <= max,
    )
    .trim();

/** An optional text: empty is none (null). */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value));

/**
 * A list as the API takes it, one text (a JSON body's values are flat, as every form's): languages
 * `en, hi`, qualifications one a line, as the editor's fields write them. A list given is kept.
 */
const listed =
  (separator: RegExp) =>
  (_parsed: unknown, original: unknown): unknown =>
    typeof original === 'string'
      ? original
          .split(separator)
          .map((item) => item.trim())
          .filter((item) => item !== '')
      : original;

/** `POST /api/staff/prices/packages/:slug/` and `/tests/:id/`: a price from a day on. */
export const priceChangeSchema = builtOnFirstUse(() =>
  object({
    price: price(PRICE_LIMITS.priceMax, 'priceTooHigh'),
    effective_from: effectiveFrom(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/doctors/:id/fees/`: one mode's fee from a day on. */
export const feeChangeSchema = builtOnFirstUse(() =>
  object({
    mode: mixed<FeeMode>()
      .required(fieldIssue('feeModeRequired'))
      .oneOf([...FEE_MODES], fieldIssue('feeModeRequired')),
    price: price(PRICE_LIMITS.feeMax, 'feeTooHigh'),
    effective_from: effectiveFrom(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** A profile's fields, as the hospital supplies them; credentials are never made up, so all may be empty. */
const profileFields = () => ({
  doctor_name: personNameField(fieldIssue('nameRequired')),
  doctor_name_hi: optionalText(80),
  department: number()
    .transform((_parsed: unknown, original: unknown) =>
      original === undefined || original === null || original === ''
        ? undefined
        : /^\d{1,9}$/.test(String(original))
          ? Number(original)
          : Number.NaN,
    )
    .typeError(fieldIssue('departmentRequired'))
    .required(fieldIssue('departmentRequired'))
    .min(1, fieldIssue('departmentRequired')),
  about: text(PRICE_LIMITS.aboutMax).required(fieldIssue('aboutRequired')),
  about_hi: optionalText(PRICE_LIMITS.aboutMax),
  languages: array(string().required())
    .transform(listed(/[\s,]+/))
    .required(fieldIssue('languagesRequired'))
    .min(1, fieldIssue('languagesRequired'))
    .test('from-list', fieldIssue('languageFromList'), (value) =>
      (value ?? []).every((code) => (DOCTOR_LANGUAGES as readonly string[]).includes(code)),
    ),
  qualifications: array(text(PRICE_LIMITS.qualificationMax).required())
    .transform(listed(/\n/))
    .default([])
    .max(PRICE_LIMITS.qualificationsMax, fieldIssue('qualificationsTooMany', { max: PRICE_LIMITS.qualificationsMax })),
  registration_council: optionalText(PRICE_LIMITS.registrationMax),
  registration_number: optionalText(PRICE_LIMITS.registrationMax).test(
    'both-or-neither',
    fieldIssue('registrationBoth'),
    function bothOrNeither(value) {
      const council = (this.parent as { registration_council?: string | null }).registration_council ?? null;
      return (council === null) === (value === null || value === undefined);
    },
  ),
  years_of_practice: number()
    .transform(wholeRupees)
    .nullable()
    .default(null)
    .typeError(fieldIssue('yearsOfPractice', { max: PRICE_LIMITS.yearsOfPracticeMax }))
    .min(0, fieldIssue('yearsOfPractice', { max: PRICE_LIMITS.yearsOfPracticeMax }))
    .max(PRICE_LIMITS.yearsOfPracticeMax, fieldIssue('yearsOfPractice', { max: PRICE_LIMITS.yearsOfPracticeMax })),
});

/** `POST /api/staff/doctors/:id/profile/`: the whole profile and the version the editor read. */
export const doctorProfileSchema = builtOnFirstUse(() =>
  object({ ...profileFields(), version: version() }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/doctors/`: a new doctor's profile and fees (from today). */
export const doctorCreateSchema = builtOnFirstUse(() =>
  object({
    ...profileFields(),
    fee_in_person: price(PRICE_LIMITS.feeMax, 'feeTooHigh'),
    fee_online: price(PRICE_LIMITS.feeMax, 'feeTooHigh'),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/doctors/:id/retire/`: the version the editor read. */
export const doctorRetireSchema = builtOnFirstUse(() => object({ version: version() }).noUnknown(UNKNOWN_FIELD));

export type PriceChangeInput = InferType<ReturnType<typeof priceChangeSchema>>;
export type FeeChangeInput = InferType<ReturnType<typeof feeChangeSchema>>;
export type DoctorProfileInput = InferType<ReturnType<typeof doctorProfileSchema>>;
export type DoctorCreateInput = InferType<ReturnType<typeof doctorCreateSchema>>;
export type DoctorRetireInput = InferType<ReturnType<typeof doctorRetireSchema>>;
