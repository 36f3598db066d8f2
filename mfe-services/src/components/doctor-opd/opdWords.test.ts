import type { Weekday } from 'contract';
import { LANGUAGES } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { compareText, opdWordsIn } from './opdWords';
import { opdWordsMessages } from './opdWordsMessages';

type Counted = 'DateTimeFormat' | 'ListFormat' | 'DisplayNames';

/** Counts the formatters of `kind` made while `run` runs (a spy cannot call these classes with `new`). */
function formattersMade(kinds: readonly Counted[], run: () => void): Record<Counted, number> {
  const made = { DateTimeFormat: 0, ListFormat: 0, DisplayNames: 0 };
  const originals = kinds.map((kind) => [kind, Intl[kind]] as const);
  for (const [kind, original] of originals) {
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct(target, args: unknown[]) {
          made[kind] += 1;
          return Reflect.construct(target, args) as object;
        },
      }),
    });
  }
  try {
    run();
  } finally {
    for (const [kind, original] of originals)
      Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: original });
  }
  return made;
}

const WEEK: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
/** 22 November 2026 was a Sunday: weekday `n` is `n` days after it. */
const dayOf = (weekday: Weekday) => Date.UTC(2026, 10, 22, 12) + weekday * 24 * 60 * 60 * 1000;
const languageCodes = Object.keys(opdWordsMessages.en)
  .filter((key) => key.startsWith('language:'))
  .map((key) => key.slice('language:'.length));

beforeAll(() => opdWordsMessages.loadHindi());

describe("a doctor's timetable in words", () => {
  it('names weekdays, lists and languages in both languages', () => {
    const english = opdWordsIn('en');
    const hindi = opdWordsIn('hi');
    expect(english.weekdayName(2)).toBe('Tue');
    expect(english.weekdayName(0, 'long')).toBe('Sunday');
    expect(hindi.weekdayName(2)).toBe('मंगल');
    expect(english.listOf(['Tue', 'Fri'])).toBe('Tue and Fri');
    expect(english.listOf(['Mon', 'Wed', 'Fri'])).toBe('Mon, Wed and Fri');
    expect(english.languageName('pa')).toBe('Punjabi');
    expect(hindi.languageName('pa')).toBe('पंजाबी');
    // Chromium's ICU has no name for it: the site's own.
    expect(english.languageName('bgc')).toBe('Haryanvi');
    expect(hindi.languageName('bgc')).toBe('हरियाणवी');
    // A language the site has no name for: the browser's, or the code itself.
    expect(english.languageName('fr')).toBe('French');
    expect(english.languageName('not a code')).toBe('not a code');
    expect(
      english.timetableText({ days: [2, 5], start: '09:00', end: '13:00', room: 'Room 12', online: false }, 'Online'),
    ).toBe('Tue and Fri, 9:00–13:00, Room 12');
  });

  it.each(Object.entries(LANGUAGES).map(([code, { tag }]) => [code as Language, tag] as const))(
    'in %s writes every weekday, list and language, and orders languages, as ICU does, without asking it',
    (code, tag) => {
      const words = opdWordsIn(code);
      const lists = [1, 2, 3, 4, 5].map((length) => WEEK.slice(0, length).map((day) => words.weekdayName(day)));
      const written = formattersMade(['DateTimeFormat', 'ListFormat', 'DisplayNames'], () =>
        [
          ...WEEK.flatMap((day) => [words.weekdayName(day), words.weekdayName(day, 'long')]),
          ...languageCodes.map((language) => words.languageName(language)),
          ...lists.map((list) => words.listOf(list)),
          languageCodes.map((language) => words.languageName(language)).sort(compareText),
        ].join(),
      );
      expect(written).toEqual({ DateTimeFormat: 0, ListFormat: 0, DisplayNames: 0 });
      const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
      const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
      const names = new Intl.DisplayNames(tag, { type: 'language', fallback: 'none' });
      for (const day of WEEK) {
        expect(words.weekdayName(day)).toBe(short.format(dayOf(day)));
        expect(words.weekdayName(day, 'long')).toBe(long.format(dayOf(day)));
      }
      for (const language of languageCodes)
        expect([language, words.languageName(language)]).toEqual([language, names.of(language)]);
      const list = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
      expect(lists.map((items) => words.listOf(items))).toEqual(lists.map((items) => list.format(items)));
      const languageNames = languageCodes.map((language) => words.languageName(language));
      expect([...languageNames].sort(compareText)).toEqual([...languageNames].sort(new Intl.Collator(tag).compare));
    },
  );

  it('lists days without a list format, however many cards list them', () => {
    const made = formattersMade(['DateTimeFormat', 'ListFormat', 'DisplayNames'], () => {
      for (let card = 0; card < 10; card += 1) {
        for (const language of ['en', 'hi'] as const) {
          const words = opdWordsIn(language);
          words.timetableText({ days: [1, 3, 5], start: '10:00', end: '14:00', room: null, online: true }, 'Online');
          words.weekdayName((card % 7) as Weekday, 'long');
          words.languageName('hi');
        }
      }
    });
    expect(made).toEqual({ DateTimeFormat: 0, ListFormat: 0, DisplayNames: 0 });
  });
});
