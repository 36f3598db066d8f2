import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The pop-up opens 2 seconds after the page loads. */
export const POPUP_DELAY_MS = 2000;
/** Remembered for the visit (the tab's session), so returning to home does not show it again. */
export const POPUP_SEEN_KEY = 'welcome-popup-seen';

const seenThisVisit = (): boolean => {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    // Storage blocked: better never than on every visit to home.
    return true;
  }
};

const rememberSeen = () => {
  try {
    window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in.
  }
};

/**
 * Whether the home pop-up shows, and its close. It opens POPUP_DELAY_MS after the page is in front
 * of the visitor: the shell makes the page `inert` while its first-visit splash covers it, so the
 * wait starts only once no ancestor of `anchor` is inert any more, and the pop-up never opens over
 * the splash. Once per visit; leaving the page before the delay cancels it.
 */
export function useWelcomePopup(anchor: RefObject<HTMLElement | null>): {
  open: boolean;
  /** It has opened on this page (its code is in; it stays mounted so focus can return on close). */
  shown: boolean;
  close: () => void;
} {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || seenThisVisit()) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: MutationObserver | undefined;

    const startDelay = () => {
      timer = setTimeout(() => {
        if (seenThisVisit()) return;
        rememberSeen();
        setShown(true);
        setOpen(true);
      }, POPUP_DELAY_MS);
    };

    const cover = element.closest('[inert]');
    if (cover) {
      observer = new MutationObserver(() => {
        if (element.closest('[inert]')) return;
        observer?.disconnect();
        startDelay();
      });
      observer.observe(cover, { attributes: true, attributeFilter: ['inert'] });
    } else {
      startDelay();
    }
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [anchor]);

  const close = useCallback(() => setOpen(false), []);
  return { open, shown, close };
}
