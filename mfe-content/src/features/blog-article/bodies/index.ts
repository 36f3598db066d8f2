import type { Language } from 'shared-ui/i18n';
import type { ArticleBody } from './types';

export type { ArticleBody } from './types';

type BodyLoader = () => Promise<{ default: ArticleBody }>;

/**
 * Each article's body, in each language, is a chunk of its own, fetched only when that article is
 * read in that language. A new article without its Hindi body yet is shown in English (marked as
 * such, and as English for screen readers) to a visitor reading in Hindi.
 */
const BODIES: Readonly<Record<string, { en: BodyLoader; hi?: BodyLoader }>> = {
  'diagnostic-tests-you-should-know': {
    en: () => import('./diagnostic-tests-you-should-know'),
    hi: () => import('./diagnostic-tests-you-should-know.hi'),
  },
  'air-pollution-and-your-lungs': {
    en: () => import('./air-pollution-and-your-lungs'),
    hi: () => import('./air-pollution-and-your-lungs.hi'),
  },
  'critical-care-what-families-should-know': {
    en: () => import('./critical-care-what-families-should-know'),
    hi: () => import('./critical-care-what-families-should-know.hi'),
  },
  '24-7-emergency-care': {
    en: () => import('./24-7-emergency-care'),
    hi: () => import('./24-7-emergency-care.hi'),
  },
};

export interface LoadedBody {
  body: ArticleBody;
  /** The language the body is written in (English when no translation exists yet). */
  language: Language;
}

const loaded = new Map<string, Promise<LoadedBody>>();

/** The body of an article in a language, or in English if it has no translation; one fetch per pair. */
export function loadArticleBody(slug: string, language: Language): Promise<LoadedBody> {
  const key = `${slug}:${language}`;
  let promise = loaded.get(key);
  if (!promise) {
    const loaders = BODIES[slug];
    if (!loaders) return Promise.reject(new Error(`No article body for ${slug}`));
    const hindi = language === 'hi' ? loaders.hi : undefined;
    promise = hindi
      ? hindi().then((module) => ({ body: module.default, language: 'hi' as const }))
      : loaders.en().then((module) => ({ body: module.default, language: 'en' as const }));
    // A failed fetch (offline for a moment) is tried again on the next visit.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

export const hasArticleBody = (slug: string): boolean => Object.hasOwn(BODIES, slug);

/** About 200 words a minute, at least one minute. */
export function readingMinutes(body: ArticleBody): number {
  const texts = [...body.lead, ...body.sections.flatMap((section) => [section.heading, ...section.blocks.flat()])];
  const words = texts.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
