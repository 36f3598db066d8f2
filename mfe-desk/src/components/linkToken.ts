/** The enrolment link's token, from the address's fragment (`#token=…`, which never reaches a server). */
export function readLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token')?.trim() || null;
}

/** Takes the fragment out of the address bar, so the token is neither bookmarked, shared nor sent on as a referrer. */
export function forgetLinkToken(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}
