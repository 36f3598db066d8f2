/**
 * `?lang=en|hi`: the language a catalogue read answers in. One rule for every read that has texts
 * (packages, services, doctors and departments, labs and tests).
 */
import { BadInputError } from './errors';

export type Language = 'en' | 'hi';

const LANGUAGES: readonly Language[] = ['en', 'hi'];

/** `?lang=` as the API reference documents it, for every route that reads it. */
export const LANGUAGE_QUERY = { lang: '`en` (the default) or `hi`: the language of the texts' } as const;

/**
 * Absent or empty is English. An unknown language is refused rather than answered in English: a
 * page asking for one would otherwise show English under a Hindi heading without anyone noticing.
 */
export function languageOf(query: unknown): Language {
  const lang = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)['lang'] : undefined;
  if (lang === undefined || lang === '') return 'en';
  const known = LANGUAGES.find((language) => language === lang);
  if (!known) throw new BadInputError({ lang: 'Please ask in en (English) or hi (Hindi)' });
  return known;
}

/** The Hindi text where there is one; English for a row nobody has translated (one the hospital added). */
export function inLanguage(language: Language, english: string, hindi: string | null): string {
  return language === 'hi' && hindi !== null ? hindi : english;
}

/** A room as the OPD data names it: "Room 12". */
const NUMBERED_ROOM = /^Room\s+/i;

/**
 * A room in the language: "Room 12" is "कमरा 12" in Hindi, the word the site's and the e-mails'
 * Hindi use. Every answer and e-mail that names a room says it through this; null (online) stays null.
 */
export function roomIn(language: Language, room: string): string;
export function roomIn(language: Language, room: string | null): string | null;
export function roomIn(language: Language, room: string | null): string | null {
  return room !== null && language === 'hi' ? room.replace(NUMBERED_ROOM, 'कमरा ') : room;
}
