import { useEffect, useSyncExternalStore } from 'react';
import type { SignedInAccount } from 'contract';
import {
  askOnce,
  refreshSession,
  serverSessionState,
  sessionState,
  signOutOfSession,
  subscribeToSession,
} from './sessionStore';
import type { SessionStatus } from './sessionStore';

export interface Session {
  /** `unknown` until the API has answered (and when it could not be reached). */
  status: SessionStatus;
  account: SignedInAccount | null;
  /** Asks the API again: after signing in, or after a change to the account. */
  refresh: () => Promise<void>;
  /** Ends the session; fails with an ApiError when the API refuses or cannot be reached. */
  signOut: () => Promise<void>;
}

/**
 * Who is signed in. The first component that uses it asks the API once, after the first paint (an
 * effect), so nothing waits for it; every user of the hook on the page then shares the answer.
 */
export function useSession(): Session {
  const { status, account } = useSyncExternalStore(subscribeToSession, sessionState, serverSessionState);
  useEffect(askOnce, []);
  return { status, account, refresh: refreshSession, signOut: signOutOfSession };
}
