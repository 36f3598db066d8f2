import type { PageMeta } from 'shared-ui';

export const termsMeta: PageMeta = {
  title: 'Terms & Privacy',
  description: 'Terms of use and the privacy notice for patients and visitors.',
};

/** When the terms' text last changed (the sitemap's lastmod): change it with termsMessages. */
export const TERMS_LAST_CHANGED = '2026-11-24';
