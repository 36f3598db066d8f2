import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import type { Language } from './languages';

/**
 * Where each language's pages live: English at the site's paths, Hindi under `/hi` (`/hi`,
 * `/hi/services/cardiology`). The URL alone decides a page's language, so a page can be prerendered,
 * indexed and shared in either (docs/decisions/0008-the-language-is-in-the-url.md).
 */
export const LANGUAGE_BASENAMES: Readonly<Record<Language, string>> = { en: '', hi: '/hi' };

const PREFIXED = (Object.keys(LANGUAGES) as Language[]).filter((language) => LANGUAGE_BASENAMES[language] !== '');

/** The language a path is in: Hindi under `/hi` (the whole segment), English anywhere else. */
export function languageOfPath(pathname: string): Language {
  return (
    PREFIXED.find((language) => {
      const base = LANGUAGE_BASENAMES[language];
      return pathname === base || pathname.startsWith(`${base}/`);
    }) ?? DEFAULT_LANGUAGE
  );
}

/** The site path a page has in every language (`/hi/about` → `/about`, `/hi` → `/`). */
export function sitePathOf(pathname: string): string {
  const base = LANGUAGE_BASENAMES[languageOfPath(pathname)];
  return pathname.slice(base.length) || '/';
}

/** The same page's path in a language (`/about`, 'hi' → `/hi/about`; `/hi/about`, 'en' → `/about`). */
export function pathInLanguage(pathname: string, language: Language): string {
  const sitePath = sitePathOf(pathname);
  const base = LANGUAGE_BASENAMES[language];
  return base && sitePath === '/' ? base : `${base}${sitePath}`;
}
