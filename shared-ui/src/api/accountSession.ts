import type { SignedInAccount } from 'contract';
import { API_TIMEOUT_MS, ApiError, apiUrl } from './client';

/**
 * The one account call every page makes, apart from the others (./account, loaded when first
 * used), so a page pays only for this one.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** An answer that must be the signed-in account: a page never shows half of one. */
export function expectAccount(data: SignedInAccount | null): SignedInAccount {
  if (typeof data?.id !== 'number' || typeof data.name !== 'string') throw new ApiError(SOMETHING_WENT_WRONG);
  return data;
}

/**
 * The session's account, or null when nobody is signed in (204; a 401 from another backend too).
 * Other failures throw. Every page
 * asks this once, so it uses the browser's fetch: a page that calls nothing else never loads axios.
 */
export async function getSession(): Promise<SignedInAccount | null> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}/api/account/session/`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(SOMETHING_WENT_WRONG, { isNetworkError: true, isTimeout });
  }
  if (response.status === 204 || response.status === 401) return null;
  if (!response.ok) throw new ApiError(SOMETHING_WENT_WRONG, { status: response.status });
  return expectAccount((await response.json().catch(() => null)) as SignedInAccount);
}
