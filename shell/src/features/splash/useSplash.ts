import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from 'shared-ui';
import { NO_SPLASH_PATH, SPLASH_ATTRIBUTE, SPLASH_DURATION_MS, SPLASH_SEEN_KEY } from './splashStart';

export { SPLASH_DURATION_MS, SPLASH_SEEN_KEY };

const alreadySeen = (): boolean => {
  try {
    return window.sessionStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    // Storage can be blocked; then every load counts as a first load.
    return false;
  }
};

const rememberSeen = () => {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in.
  }
};

/**
 * When this load's splash began (`Date.now()`), or null if it has none: the server's page began it
 * before its first paint (SPLASH_START_SCRIPT); a page without that script (a development server)
 * begins it now, on the first load of a visit. Never on the Emergency page.
 */
function splashStartedAt(): number | null {
  if (NO_SPLASH_PATH.test(window.location.pathname)) return null;
  const shown = document.documentElement.getAttribute(SPLASH_ATTRIBUTE);
  if (shown !== null) return Number(shown) || Date.now();
  return alreadySeen() ? null : Date.now();
}

/**
 * True while the splash shows: on the first load of a visit only, SPLASH_DURATION_MS from when it
 * began. Never on the server, whose HTML is the same for every visitor (and where there is no visit
 * to read).
 */
export function useSplash(durationMs = SPLASH_DURATION_MS): boolean {
  const onServer = useServerRender();
  const [startedAt] = useState(() => (onServer ? null : splashStartedAt()));
  const [ended, setEnded] = useState(false);
  const visible = startedAt !== null && !ended;
  useEffect(() => {
    if (startedAt === null || ended) return undefined;
    rememberSeen();
    const timer = setTimeout(
      () => {
        document.documentElement.removeAttribute(SPLASH_ATTRIBUTE);
        // A transition: revealing the page re-renders the whole layout, in slices that leave the
        // main thread free for the visitor's first tap.
        startTransition(() => setEnded(true));
      },
      Math.max(0, durationMs - (Date.now() - startedAt)),
    );
    return () => clearTimeout(timer);
  }, [startedAt, ended, durationMs]);
  return visible;
}
