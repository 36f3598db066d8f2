import type { SignedInAccount } from 'contract';
import { ApiError, fetchRead, ReadFailure } from './client';
import type { ReadAnswer } from './client';

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
 * Other failures throw. Every page asks this once, as a read (no axios).
 */
export async function getSession(): Promise<SignedInAccount | null> {
  let answer: ReadAnswer;
  try {
    answer = await fetchRead('/api/account/session/');
  } catch (error) {
    if (!(error instanceof ReadFailure)) throw error;
    const { answer: refusal, timedOut } = error;
    if (refusal?.status === 401) return null;
    throw refusal
      ? new ApiError(SOMETHING_WENT_WRONG, { status: refusal.status })
      : new ApiError(SOMETHING_WENT_WRONG, { isNetworkError: true, isTimeout: timedOut });
  }
  if (answer.status === 204) return null;
  return expectAccount(answer.data as SignedInAccount);
}
