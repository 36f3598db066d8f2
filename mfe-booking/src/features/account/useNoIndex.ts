import { useEffect } from 'react';

const NO_INDEX = /\bnoindex\b/i;

/**
 * Asks search engines not to index the page while it shows: account pages are nobody's search
 * result. A page the server wrote already says so in its head; otherwise (reached in the site) the
 * page adds its own tag and removes it when the visitor leaves.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const written = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (written && NO_INDEX.test(written.content)) return undefined;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
