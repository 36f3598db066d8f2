import type {
  AccountBookings,
  AccountConfirmInput,
  AccountEditInput,
  BookingSummary,
  LoginInput,
  MessageResponse,
  PasswordChangeInput,
  PasswordResetConfirmInput,
  RegistrationInput,
  SignedInAccount,
} from 'contract';
import type { AxiosRequestConfig } from 'axios';
import type { Language } from '../i18n/languages';
import { ApiError, apiClient, toApiError } from './client';
import { expectAccount } from './accountSession';

/**
 * The account calls. The session travels as the API's HttpOnly cookie (the shared client sends
 * cookies), so nothing here sees or keeps it. Every call fails with an ApiError: its message is the
 * API's when it gave one, its `code` and `fieldIssues` say what to show in the page's language.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

async function send<T>(
  method: 'get' | 'post' | 'patch',
  path: string,
  body: unknown,
  fallback: string,
  config?: AxiosRequestConfig,
): Promise<T> {
  try {
    const { data } =
      method === 'get' ? await apiClient.get<T>(path, config) : await apiClient[method]<T>(path, body ?? {}, config);
    return data;
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

/**
 * An answer that must be a message (sign-up, confirm, reset); anything else is a failure. Its code
 * is checked where it is said, so the vocabulary's texts load with the forms.
 */
function expectMessage(data: MessageResponse): MessageResponse {
  if (typeof data?.message !== 'string') throw new ApiError(SOMETHING_WENT_WRONG);
  return data;
}

export { getSession } from './accountSession';

/**
 * `POST /api/patents/`: answers the same message whether or not the address has an account (the
 * account works once the e-mailed link confirms it).
 */
export async function signUp(input: RegistrationInput): Promise<MessageResponse> {
  return expectMessage(await send<MessageResponse>('post', '/api/patents/', input, SOMETHING_WENT_WRONG));
}

/**
 * The confirm link's token (read from the page's fragment) and the password chosen now (the one typed
 * at sign-up stops working). 400 `confirmLinkInvalid` when used, expired or unknown.
 */
export async function confirmEmail(input: AccountConfirmInput): Promise<MessageResponse> {
  return expectMessage(await send<MessageResponse>('post', '/api/account/confirm/', input, SOMETHING_WENT_WRONG));
}

/**
 * Signs in and answers the account; the API sets a new session cookie. 401 for a wrong login ID or
 * password, 403 `emailUnconfirmed` after a right password, 429 while slowed.
 */
export async function signIn(input: LoginInput): Promise<SignedInAccount> {
  return expectAccount(await send<SignedInAccount>('post', '/api/login/', input, 'Login failed'));
}

/** Ends this session; the API clears the cookie. */
export async function signOut(): Promise<void> {
  await send<unknown>('post', '/api/logout/', undefined, SOMETHING_WENT_WRONG);
}

/** Ends every session of the account, this one too. */
export async function signOutEverywhere(): Promise<void> {
  await send<unknown>('post', '/api/account/sessions/end-all/', undefined, SOMETHING_WENT_WRONG);
}

/** The account's upcoming and past bookings, their doctors, departments and rooms named in `language`, the page's. */
export async function getMyBookings(language: Language = 'en'): Promise<AccountBookings> {
  const data = await send<AccountBookings>('get', '/api/account/bookings/', undefined, SOMETHING_WENT_WRONG, {
    params: { lang: language },
  });
  if (!Array.isArray(data?.upcoming) || !Array.isArray(data.past)) throw new ApiError(SOMETHING_WENT_WRONG);
  return data;
}

/** Cancels one of the account's bookings with no code: 404 for anyone else's, 409 when too late. */
export async function cancelMyBooking(reference: string, language: Language = 'en'): Promise<BookingSummary> {
  return send<BookingSummary>(
    'post',
    '/api/appointment/cancel/',
    { reference },
    'Something went wrong! Please try again.',
    { params: { lang: language } },
  );
}

/** Changes the name and/or phone (the e-mail cannot change); answers the account as it now is. */
export async function updateAccount(changes: AccountEditInput): Promise<SignedInAccount> {
  return expectAccount(await send<SignedInAccount>('patch', '/api/account/', changes, SOMETHING_WENT_WRONG));
}

/** Changes the password; the API ends every other session. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await send<unknown>('post', '/api/account/password/', input, SOMETHING_WENT_WRONG);
}

/** The account and its bookings as a JSON file, for the page to save. */
export async function downloadMyData(): Promise<Blob> {
  return send<Blob>('get', '/api/account/export/', undefined, SOMETHING_WENT_WRONG, { responseType: 'blob' });
}

/** Erases the account (as the privacy command does) after checking its password; every session ends. */
export async function deleteAccount(password: string): Promise<void> {
  await send<unknown>('post', '/api/account/delete/', { password }, SOMETHING_WENT_WRONG);
}

/** Asks for a reset link; the message is the same for any address. */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  return expectMessage(
    await send<MessageResponse>('post', '/api/account/password-reset/', { email }, SOMETHING_WENT_WRONG),
  );
}

/** Sets a new password with the link's token; every session ends. 400 `resetLinkInvalid`. */
export async function resetPassword(input: PasswordResetConfirmInput): Promise<MessageResponse> {
  return expectMessage(
    await send<MessageResponse>('post', '/api/account/password-reset/confirm/', input, SOMETHING_WENT_WRONG),
  );
}
