import type { OpdSession, Weekday } from 'contract';
import { LANGUAGES } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';

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

const weekdayFormats = {
  short: keptPerLanguage((tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })),
  long: keptPerLanguage((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' })),
};
const listFormat = keptPerLanguage((tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }));
const languageNames = keptPerLanguage((tag) => new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' }));

/** 22 November 2026 was a Sunday: weekday `n` is `n` days after it. */
const SUNDAY = Date.UTC(2026, 10, 22, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/** "Tue" / "मंगल", the short name of a weekday in `language`. */
export function weekdayName(weekday: Weekday, language: Language, width: 'short' | 'long' = 'short'): string {
  return weekdayFormats[width](language).format(SUNDAY + weekday * DAY_MS);
}

/** "Tue and Fri", "Mon, Wed and Fri": the language's own way of listing. */
export function listOf(items: readonly string[], language: Language): string {
  return listFormat(language).format(items);
}

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
    (a, b) => weekOrder(a.weekday) - weekOrder(b.weekday) || a.start.localeCompare(b.start),
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

/** A line's words: "Tue and Fri, 9:00–13:00, Room 12"; `onlineText` in place of the room online. */
export function timetableText(line: TimetableLine, language: Language, onlineText: string): string {
  const days = listOf(
    line.days.map((day) => weekdayName(day, language)),
    language,
  );
  const place = line.online ? onlineText : line.room;
  return [days, `${clockTime(line.start)}–${clockTime(line.end)}`, place].filter(Boolean).join(', ');
}

/** "Punjabi" / "पंजाबी" for `pa`; the code itself where the browser has no name for it. */
export function languageName(code: string, language: Language): string {
  try {
    return languageNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}
