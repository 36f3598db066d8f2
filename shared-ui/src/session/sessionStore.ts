import type { SignedInAccount } from 'contract';
import { getSession } from '../api/accountSession';
import { signOut as endSession } from '../api/accountCalls';
import { rememberSignedIn } from './signedInHint';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  account: SignedInAccount | null;
}

const UNKNOWN: SessionState = { status: 'unknown', account: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', account: null };

/**
 * Who is signed in, once per page: shared-ui is a federation singleton, so the shell's header and
 * every remote's forms read this one module. The session itself is the API's HttpOnly cookie; this
 * keeps only what the session answer said.
 */
let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();
let asked = false;
let latest = 0;

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function sessionState(): SessionState {
  return state;
}

/** On the server nobody is signed in: the prerendered HTML is the same for every visitor. */
export function serverSessionState(): SessionState {
  return UNKNOWN;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the API who is signed in. Only the latest question's answer counts (a sign-out between a
 * question and its answer must win). When the API cannot be reached the state stays as it was: an
 * unknown session shows what a signed-out one does.
 */
export async function refreshSession(): Promise<void> {
  const question = ++latest;
  try {
    const account = await getSession();
    if (question !== latest) return;
    publish(account ? { status: 'signed-in', account } : SIGNED_OUT);
    rememberSignedIn(account !== null);
  } catch {
    // Nothing to show: the header keeps what it shows, a form keeps its fields empty.
  }
}

/** The first reader asks, once per page load; later readers share its answer. */
export function askOnce(): void {
  if (asked) return;
  asked = true;
  void refreshSession();
}

/**
 * Ends the session at the API, then forgets the account here. Fails with the API's ApiError (the
 * account stays shown then: the cookie may still be valid).
 */
export async function signOutOfSession(): Promise<void> {
  await endSession();
  latest += 1;
  publish(SIGNED_OUT);
  rememberSignedIn(false);
}

/** For tests: a page load's fresh start. */
export function resetSessionForTests(): void {
  state = UNKNOWN;
  asked = false;
  latest += 1;
  listeners.clear();
}
