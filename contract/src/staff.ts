/**
 * Staff accounts (issue 47): the hospital's desk signs in with a password and a second factor (TOTP,
 * RFC 6238) under `/api/staff/…`, apart from patients' accounts: their own tables, cookie and codes.
 * The session is an `HttpOnly` cookie (`staff_session`, `Path=/api/staff`) the browser never reads.
 */
import { mixed, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { fieldIssue } from './fieldErrors';
import { LIMITS } from './limits';
import { characterCount, emailField, personNameField, secretField } from './schemas';
import {
  normaliseStaffCode,
  RECOVERY_CODE_PATTERN,
  STAFF_LIMITS,
  STAFF_ROLES,
  TOTP_CODE_PATTERN,
} from './staffAccounts';
import type { StaffRole } from './staffAccounts';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/** A staff password: at least STAFF_LIMITS.passwordMin characters as people count them, not only spaces. */
const staffPassword = () =>
  string()
    .required(fieldIssue('passwordRequired'))
    .test(
      'max-characters',
      fieldIssue('passwordLong'),
      (value) => !value || characterCount(value) <= LIMITS.passwordMax,
    )
    .test('not-blank', fieldIssue('passwordBlank'), (value) => !value || value.trim() !== '')
    .test(
      'min-characters',
      fieldIssue('staffPasswordShort', { min: STAFF_LIMITS.passwordMin }),
      (value) => !value || characterCount(value) >= STAFF_LIMITS.passwordMin,
    );

/** Typed codes lose their spaces and case; anything not a string is left for `required` and the type check. */
const typedCode = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? normaliseStaffCode(value) : value));

const totpCode = () =>
  typedCode()
    .required(fieldIssue('codeRequired'))
    .test('totp', fieldIssue('totpCode'), (value) => !value || TOTP_CODE_PATTERN.test(value));

/** `POST /api/staff/enrolment/`: the link's token, read from the page's fragment. */
export const staffEnrolmentSchema = builtOnFirstUse(() => object({ token: secretField() }).noUnknown(UNKNOWN_FIELD));

/** `POST /api/staff/enrolment/complete/`: the token, the password chosen now, and a code from the app. */
export const staffEnrolmentCompleteSchema = builtOnFirstUse(() =>
  object({
    token: secretField(),
    password: staffPassword(),
    code: totpCode(),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/session/`: `code` is the app's 6 digits or one of the recovery codes. */
export const staffSignInSchema = builtOnFirstUse(() =>
  object({
    email: emailField(),
    password: string()
      .required(fieldIssue('passwordRequired'))
      .test(
        'max-characters',
        fieldIssue('passwordLong'),
        (value) => !value || characterCount(value) <= LIMITS.passwordMax,
      ),
    code: typedCode()
      .required(fieldIssue('codeRequired'))
      .test(
        'totp-or-recovery',
        fieldIssue('staffCode'),
        (value) => !value || TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
      ),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/staff/accounts/`: an admin adds a member, who enrols with the link answered. */
export const staffAccountCreateSchema = builtOnFirstUse(() =>
  object({
    email: emailField(),
    name: personNameField(fieldIssue('nameRequired')),
    role: mixed<StaffRole>()
      .required(fieldIssue('roleRequired'))
      .oneOf([...STAFF_ROLES], fieldIssue('staffRole')),
  }).noUnknown(UNKNOWN_FIELD),
);

export type StaffEnrolmentInput = InferType<ReturnType<typeof staffEnrolmentSchema>>;
export type StaffEnrolmentCompleteInput = InferType<ReturnType<typeof staffEnrolmentCompleteSchema>>;
export type StaffSignInInput = InferType<ReturnType<typeof staffSignInSchema>>;
export type StaffAccountCreateInput = InferType<ReturnType<typeof staffAccountCreateSchema>>;
