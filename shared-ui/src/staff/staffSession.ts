import { useEffect, useSyncExternalStore } from 'react';
import type { StaffMember } from 'contract';
import { getStaffSession, signOutStaff } from './staffCalls';

export type StaffSessionStatus = 'unknown' | 'signed-out' | 'signed-in' | 'unreachable';

export interface StaffSessionState {
  status: StaffSessionStatus;
  staff: StaffMember | null;
}

const UNKNOWN: StaffSessionState = { status: 'unknown', staff: null };
const SIGNED_OUT: StaffSessionState = { status: 'signed-out', staff: null };

/**
 * Who is signed in to the staff desk, once per page: shared-ui/staff is a federation singleton, so
 * the shell's staff bar and the desk's pages read this one module. The session itself is the API's
 * HttpOnly cookie; this keeps only what the API last said.
 */
let state: StaffSessionState = UNKNOWN;
const listeners = new Set<() => void>();
let asked = false;
let latest = 0;

function publish(next: StaffSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => state;

/**
 * Asks the API who is signed in; only the latest question's answer counts (a sign-in or sign-out
 * between a question and its answer wins). An API that cannot be reached is said so, not taken
 * for a signed-out desk.
 */
export async function refreshStaffSession(): Promise<void> {
  const question = ++latest;
  try {
    const staff = await getStaffSession();
    if (question === latest) publish(staff ? { status: 'signed-in', staff } : SIGNED_OUT);
  } catch {
    if (question === latest) publish({ status: 'unreachable', staff: null });
  }
}

/** Signed in just now (the sign-in or enrolment answered the member): no question needed. */
export function staffSignedIn(staff: StaffMember): void {
  latest += 1;
  asked = true;
  publish({ status: 'signed-in', staff });
}

/** Ends the session at the API, then forgets the member here; fails with the API's ApiError. */
export async function signOutOfStaffSession(): Promise<void> {
  await signOutStaff();
  latest += 1;
  publish(SIGNED_OUT);
}

export interface StaffSession extends StaffSessionState {
  /** Asks the API again (a Retry after it could not be reached). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** Who is signed in to the desk; the first user on the page asks the API, the others share its answer. */
export function useStaffSession(): StaffSession {
  const { status, staff } = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (asked) return;
    asked = true;
    void refreshStaffSession();
  }, []);
  return { status, staff, refresh: refreshStaffSession, signOut: signOutOfStaffSession };
}

/** For tests: a page load's fresh start. */
export function resetStaffSessionForTests(): void {
  state = UNKNOWN;
  asked = false;
  latest += 1;
  listeners.clear();
}
