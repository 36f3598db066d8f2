import { useMemo } from 'react';
import type { OpdSession, Weekday } from 'contract';
import { LANGUAGES, interpolate, useCatalogue } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { opdWordsMessages } from './opdWordsMessages';

/**
 * One formatter per language and kind, made on first use and kept: a page of doctors names a dozen
 * weekdays and languages per card, and each `Intl` formatter made costs up to a millisecond on a phone.
 */
function keptPerLanguage<Format>(make: (tag: string) => Format): (language: Language) => Format {
  const kept = new Map<Language, Format>();
  return (language) => {
    let format = kept.get(language);
    if (!format) {
      format = make(LANGUAGES[language].tag);
      kept.set(language, format);
    }
    return format;
  };
}

const otherLanguageNames = keptPerLanguage((tag) => new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' }));

type OpdWordKey = keyof typeof opdWordsMessages.en;

/** The words of doctors' timetables and languages, in one language. */
export interface OpdWords {
  /** "Tue" / "मंगल", or "Tuesday" / "मंगलवार" in full. */
  weekdayName(weekday: Weekday, width?: 'short' | 'long'): string;
  /** "Punjabi" / "पंजाबी" for `pa`; the code itself where neither the site nor the browser has a name. */
  languageName(code: string): string;
  /** "Tue and Fri", "Mon, Wed and Fri": the language's own way of listing. */
  listOf(items: readonly string[]): string;
  /** A timetable line's words: "Tue and Fri, 9:00–13:00, Room 12"; `onlineText` in place of the room online. */
  timetableText(line: TimetableLine, onlineText: string): string;
}

/** The words in `language` (Hindi once its texts are loaded; English until then). */
export function opdWordsIn(language: Language): OpdWords {
  const hindi = language === 'hi' ? opdWordsMessages.hindi() : undefined;
  const shown: Language = hindi ? 'hi' : 'en';
  const texts: Readonly<Record<OpdWordKey, string>> = hindi ?? opdWordsMessages.en;
  const words: OpdWords = {
    weekdayName: (weekday, width = 'short') => texts[`${width}${weekday}`],
    languageName(code) {
      const key = `language:${code}`;
      if (Object.hasOwn(texts, key)) return texts[key as OpdWordKey];
      try {
        return otherLanguageNames(shown).of(code) ?? code;
      } catch {
        return code;
      }
    },
    listOf(items) {
      const last = items.at(-1) ?? '';
      if (items.length < 2) return last;
      if (items.length === 2) return interpolate(texts.listOfTwo, { first: items[0] ?? '', last });
      return interpolate(texts.listOfMore, { rest: items.slice(0, -1).join(', '), last });
    },
    timetableText(line, onlineText) {
      const days = words.listOf(line.days.map((day) => words.weekdayName(day)));
      const place = line.online ? onlineText : line.room;
      return [days, `${clockTime(line.start)}–${clockTime(line.end)}`, place].filter(Boolean).join(', ');
    },
  };
  return words;
}

/** The words in the page's language, rendered again when its Hindi arrives. */
export function useOpdWords(): OpdWords {
  const texts = useCatalogue(opdWordsMessages);
  const language: Language = texts === opdWordsMessages.en ? 'en' : 'hi';
  return useMemo(() => opdWordsIn(language), [language]);
}

/**
 * Orders texts code point by code point: `HH:MM` times by the clock, and the language names of the
 * catalogue as each language's dictionary orders them (ICU's collation, which `opdWords.test.ts`
 * holds it to), without loading ICU's collation data (40–50 ms on a phone) in the doctors page's
 * first render.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** '09:00' → '9:00': the hour as people say it, on the 24-hour clock the hospital's boards use. */
export const clockTime = (time: string): string => time.replace(/^0(\d)/, '$1');

/** Monday first, as the week is read in India; Sunday last. */
const weekOrder = (weekday: Weekday) => (weekday + 6) % 7;

export interface TimetableLine {
  days: Weekday[];
  start: string;
  end: string;
  room: string | null;
  online: boolean;
}

/**
 * The weekly timetable as lines a patient reads: sessions of the same hours and place are one line
 * listing their days ("Tue and Fri, 9:00–13:00, Room 12"), in the order of the week's first day.
 */
export function timetableLines(sessions: readonly OpdSession[]): TimetableLine[] {
  const lines = new Map<string, TimetableLine>();
  const ordered = [...sessions].sort(
    (a, b) => weekOrder(a.weekday) - weekOrder(b.weekday) || compareText(a.start, b.start),
  );
  for (const session of ordered) {
    const key = [session.start, session.end, session.online ? 'online' : (session.room ?? '')].join('|');
    const line = lines.get(key);
    if (line) {
      if (!line.days.includes(session.weekday)) line.days.push(session.weekday);
    } else {
      lines.set(key, {
        days: [session.weekday],
        start: session.start,
        end: session.end,
        room: session.room,
        online: session.online,
      });
    }
  }
  return [...lines.values()];
}
