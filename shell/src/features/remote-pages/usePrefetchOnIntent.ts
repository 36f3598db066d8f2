import { useEffect } from 'react';
import { sitePathOf } from 'shared-ui/i18n';
import { prefetchPageFor } from './remotePageLoader';

const internalPathOf = (target: EventTarget | null): string | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  // A Hindi link (`/hi/about`) loads the same page's code as the English one.
  return sitePathOf(link.pathname);
};

/**
 * Any same-site link the visitor points at or tabs to, in the shell or inside a remote, starts
 * loading its page's code, so the click finds it ready.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = internalPathOf(event.target);
      if (path) prefetchPageFor(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
