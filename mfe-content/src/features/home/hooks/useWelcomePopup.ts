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

/** What the visitor does that says they are busy with the page: the pop-up then never opens. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Whether the visitor has already acted on the page: scrolled it, is in a field, or tapped or
 * pressed a key, also before this code ran (Event Timing keeps the page's first input, where the
 * browser has it).
 */
function visitorHasActed(): boolean {
  if (window.scrollY > 0) return true;
  if (document.activeElement?.matches(FIELD)) return true;
  try {
    return performance.getEntriesByType('first-input').length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether the home pop-up shows, and its close. It opens POPUP_DELAY_MS after the page is in front
 * of the visitor: the shell makes the page `inert` while its first-visit splash covers it, so the
 * wait starts only once no ancestor of `anchor` is inert any more, and the pop-up never opens over
 * the splash. Once per visit; leaving the page before the delay cancels it. It never opens once the
 * visitor has typed, tapped or scrolled (it took focus from a field being typed in): they have found
 * their way, and the Emergency control stays theirs.
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
    let acted = false;
    const onActivity = () => {
      acted = true;
      clearTimeout(timer);
      observer?.disconnect();
    };
    const listening = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listening);

    const startDelay = () => {
      timer = setTimeout(() => {
        if (acted || seenThisVisit() || visitorHasActed()) return;
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
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listening);
    };
  }, [anchor]);

  const close = useCallback(() => setOpen(false), []);
  return { open, shown, close };
}
