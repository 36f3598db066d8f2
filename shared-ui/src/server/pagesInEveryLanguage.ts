import { pathInLanguage } from '../i18n/languagePaths';
import { LANGUAGES } from '../i18n/languages';
import type { Language } from '../i18n/languages';

const EVERY_LANGUAGE = Object.keys(LANGUAGES) as Language[];

/**
 * Each of a package's pages at its address in every language (`/about` and `/hi/about`), for its
 * prerender's `listPages`: every page of the site exists in English and in Hindi.
 */
export function pagesInEveryLanguage(sitePaths: readonly string[]): { path: string; lang: Language }[] {
  return EVERY_LANGUAGE.flatMap((lang) => sitePaths.map((path) => ({ path: pathInLanguage(path, lang), lang })));
}
