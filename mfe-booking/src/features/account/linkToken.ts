/** The e-mailed link's token, from the address's fragment (`#token=...`, which never reaches a server). */
export function readLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.slice(1)).get('token')?.trim() || null;
}

/**
 * Reads the token and takes it out of the address bar at once, so it is neither bookmarked, shared
 * nor sent on as a referrer; a second read (React's development double effects) finds none.
 */
export function takeLinkToken(): string | null {
  const token = readLinkToken();
  if (token !== null) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return token;
}
