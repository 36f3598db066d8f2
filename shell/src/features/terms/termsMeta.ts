import { pageMetaFrom } from 'shared-ui';
import { defineMessages } from 'shared-ui/i18n';

/**
 * The terms page's title and description, apart from its text (termsMessages), which loads only
 * with the page: the site's route table carries this meta in its first script.
 */
const termsMetaMessages = defineMessages({
  en: {
    title: 'Terms & Privacy',
    description: 'Terms of use and the privacy notice for patients and visitors.',
  },
  hi: () => import('./termsMeta.hi'),
});

export const termsMeta = pageMetaFrom(termsMetaMessages, (texts) => ({
  title: texts.title,
  description: texts.description,
}));

/** When the terms' text last changed (the sitemap's lastmod): change it with termsMessages. */
export const TERMS_LAST_CHANGED = '2026-11-24';
