/**
 * `POST /api/staff/hospital-facts/`: the admin's edit of the hospital's facts (issue 48), run by the
 * desk's form and the API alike. Every fact is required (each page shows it) and sent whole with the
 * version the editor read, so a second admin's save is told it changed (409) instead of mixing two.
 */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { fieldIssue } from './fieldErrors';
import { characterCount, editedVersionField, isStorableText } from './schemas';
import type { EditableHospitalFacts } from './hospital';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** At most this many characters in a fact's text (an address is the longest). */
export const HOSPITAL_FACT_TEXT_MAX = 200;
/** An Indian number as the pages write it: +91, then its 10 digits, spaces between groups allowed. */
const INDIAN_PHONE = /^\+91(?: ?\d){10}$/;

const factText = (max = HOSPITAL_FACT_TEXT_MAX) =>
  string()
    .trim()
    .required(fieldIssue('factRequired'))
    .test('storable', fieldIssue('invalidCharacters'), (value) => value === undefined || isStorableText(value))
    .test(
      'max-characters',
      fieldIssue('tooLong', { max }),
      (value) => value === undefined || characterCount(value) <= max,
    );

const phone = () =>
  string()
    .trim()
    .required(fieldIssue('factRequired'))
    .matches(INDIAN_PHONE, { message: fieldIssue('factPhone'), excludeEmptyString: true });

const email = () =>
  string().trim().required(fieldIssue('factRequired')).max(254, fieldIssue('email')).email(fieldIssue('email'));

const degrees = (min: number, max: number, code: 'factLatitude' | 'factLongitude') =>
  number()
    .transform((_parsed: unknown, original: unknown) =>
      typeof original === 'number'
        ? original
        : typeof original === 'string' && original.trim() !== ''
          ? Number(original)
          : Number.NaN,
    )
    .typeError(fieldIssue(code))
    .required(fieldIssue(code))
    .min(min, fieldIssue(code))
    .max(max, fieldIssue(code));

export const hospitalFactsSchema = builtOnFirstUse(() =>
  object({
    address: factText(),
    addressHi: factText(),
    supportPhone: phone(),
    emergencyPhone: phone(),
    ambulancePhone: phone(),
    messagingNumber: string()
      .trim()
      .required(fieldIssue('factRequired'))
      .matches(/^91\d{10}$/, { message: fieldIssue('factMessagingNumber'), excludeEmptyString: true }),
    email: email(),
    appointmentsEmail: email(),
    privacyEmail: email(),
    supportHours: factText(60),
    openingHours: factText(60),
    openingHoursHi: factText(60),
    latitude: degrees(6, 38, 'factLatitude'),
    longitude: degrees(68, 98, 'factLongitude'),
    version: editedVersionField('factsVersionRequired', 0),
  }).noUnknown(UNKNOWN_FIELD),
);

export type HospitalFactsInput = InferType<ReturnType<typeof hospitalFactsSchema>>;

/** `GET /api/hospital/facts/`: the facts in force and the version they were saved at (0: never saved). */
export type HospitalFactsAnswer = EditableHospitalFacts & { version: number };

/** `GET /api/staff/hospital-facts/` and a save's answer: also when and by whom they were last saved. */
export interface StaffHospitalFacts extends HospitalFactsAnswer {
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
}
