/** The site's languages: English by default, Hindi on request. */
export const LANGUAGES = {
  en: { tag: 'en-IN', name: 'English' },
  hi: { tag: 'hi-IN', name: 'हिन्दी' },
} as const;

export type Language = keyof typeof LANGUAGES;
/** The BCP 47 tag of a language, for `<html lang>` and `Intl`. */
export type LanguageTag = (typeof LANGUAGES)[Language]['tag'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where the visitor's choice is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
