import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from 'shared-ui';

/** The splash shows for 2 seconds. */
export const SPLASH_DURATION_MS = 2000;
export const SPLASH_SEEN_KEY = 'splash-seen';

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
 * True while the splash shows: on the first load of a visit only, for SPLASH_DURATION_MS. Never on
 * the server, whose HTML is the same for every visitor (and where there is no visit to read).
 */
export function useSplash(durationMs = SPLASH_DURATION_MS): boolean {
  const onServer = useServerRender();
  const [visible, setVisible] = useState(() => !onServer && !alreadySeen());
  useEffect(() => {
    if (!visible) return undefined;
    rememberSeen();
    // A transition: revealing the page re-renders the whole layout, in slices that leave the main
    // thread free for the visitor's first tap.
    const timer = setTimeout(() => startTransition(() => setVisible(false)), durationMs);
    return () => clearTimeout(timer);
  }, [visible, durationMs]);
  return visible;
}
