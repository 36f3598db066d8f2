import { useEffect } from 'react';
import { documentTitle } from '../config/siteRoutes';

interface PartialPageMeta {
  title?: string | undefined;
  description?: string | undefined;
}

/** Titles the document "<title> | <hospital>" and sets its meta description. */
export function applyPageMeta({ title, description }: PartialPageMeta): void {
  if (title) document.title = documentTitle(title);
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Names the page once its data is in ("Cardiology | <hospital>") and sets its description. The
 * shell has already applied the page module's own `meta` when the page's code arrived.
 */
export function usePageMeta({ title, description }: PartialPageMeta): void {
  useEffect(() => applyPageMeta({ title, description }), [title, description]);
}
