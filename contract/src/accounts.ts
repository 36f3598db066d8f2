/**
 * Accounts (issue 21): who is signed in, their bookings, and the payloads of the account calls.
 * The session itself is an `HttpOnly` cookie (`__Host-hs_session`) the browser never reads.
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import type { BookingSummary } from './entities';
import { fieldIssue } from './fieldErrors';
import {
  accountContactFields,
  bookingReferenceField,
  currentPassword,
  emailField,
  newPassword,
  secretField,
} from './schemas';

/** `POST /api/login/`, `GET /api/account/session/`, `PATCH /api/account/`: never the password hash. */
export interface SignedInAccount {
  id: number;
  name: string;
  email: string;
  phone: string;
  login_id: string;
  email_confirmed: boolean;
}

/** `GET /api/account/bookings/`: booked while signed in, or with the account's confirmed e-mail. */
export interface AccountBookings {
  upcoming: BookingSummary[];
  past: BookingSummary[];
}

/** The cookie that carries the session id. */
export const SESSION_COOKIE = '__Host-hs_session';

const UNKNOWN_FIELD = ({ unknown }: { unknown: string }) => fieldIssue('unknownField', { fields: unknown });

/**
 * `POST /api/account/confirm/`: the e-mailed link's token, read from the page's fragment, and the
 * password chosen now. The password typed at sign-up stops working: whoever signed up with someone
 * else's address before its owner clicked the link gets nothing.
 */
export const accountConfirmSchema = builtOnFirstUse(() =>
  object({
    token: secretField(),
    password: newPassword(fieldIssue('passwordRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/account/password-reset/`: answers 202 alike for any address. */
export const passwordResetRequestSchema = builtOnFirstUse(() =>
  object({ email: emailField() }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/account/password-reset/confirm/`. */
export const passwordResetConfirmSchema = builtOnFirstUse(() =>
  object({
    token: secretField(),
    password: newPassword(fieldIssue('passwordRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/account/password/`: ends the account's other sessions. */
export const passwordChangeSchema = builtOnFirstUse(() =>
  object({
    current_password: currentPassword(fieldIssue('currentPasswordRequired')),
    new_password: newPassword(fieldIssue('passwordRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `PATCH /api/account/`: the contact details that changed (the e-mail is not changed here). */
export const accountEditSchema = builtOnFirstUse(() => object(accountContactFields()).noUnknown(UNKNOWN_FIELD));

/** `POST /api/account/delete/`: the password again, so a left-open session cannot delete. */
export const accountDeleteSchema = builtOnFirstUse(() =>
  object({
    password: currentPassword(fieldIssue('passwordRequired')),
  }).noUnknown(UNKNOWN_FIELD),
);

/** `POST /api/appointment/cancel/` with the session: the owner names only the booking. */
export const sessionCancelSchema = builtOnFirstUse(() =>
  object({ reference: bookingReferenceField() }).noUnknown(UNKNOWN_FIELD),
);

export type SessionCancelInput = InferType<ReturnType<typeof sessionCancelSchema>>;
export type AccountConfirmInput = InferType<ReturnType<typeof accountConfirmSchema>>;
export type PasswordResetRequestInput = InferType<ReturnType<typeof passwordResetRequestSchema>>;
export type PasswordResetConfirmInput = InferType<ReturnType<typeof passwordResetConfirmSchema>>;
export type PasswordChangeInput = InferType<ReturnType<typeof passwordChangeSchema>>;
export type AccountEditInput = InferType<ReturnType<typeof accountEditSchema>>;
export type AccountDeleteInput = InferType<ReturnType<typeof accountDeleteSchema>>;
