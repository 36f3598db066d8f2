import { pageMetaFrom } from 'shared-ui';
import { defineMessages } from 'shared-ui/i18n';

/**
 * The statement's title and description, apart from its text (accessibilityMessages), which loads
 * only with the page: the site's route table carries this meta in its first script.
 */
const accessibilityMetaMessages = defineMessages({
  en: {
    title: 'Accessibility statement',
    description:
      'How accessible this website is (WCAG 2.2 AA), what is not accessible yet, and how to tell us about a barrier.',
  },
  hi: () => import('./accessibilityMeta.hi'),
});

export const accessibilityMeta = pageMetaFrom(accessibilityMetaMessages, (texts) => ({
  title: texts.title,
  description: texts.description,
}));

/**
 * The day the site was last checked against the statement, which the page states: check again
 * and move it (with the known gaps in accessibilityMessages) whenever the site changes much. It is
 * also the sitemap's lastmod.
 */
export const ACCESSIBILITY_CHECKED = '2026-12-05';
