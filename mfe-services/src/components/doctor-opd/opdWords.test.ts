import type { Weekday } from 'contract';
import { languageName, listOf, timetableText, weekdayName } from './opdWords';

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

describe("a doctor's timetable in words", () => {
  it('names weekdays, lists and languages in both languages', () => {
    expect(weekdayName(2, 'en')).toBe('Tue');
    expect(weekdayName(0, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(2, 'hi')).toBe('मंगल');
    expect(listOf(['Tue', 'Fri'], 'en')).toBe('Tue and Fri');
    expect(listOf(['Mon', 'Wed', 'Fri'], 'en')).toBe('Mon, Wed and Fri');
    expect(languageName('pa', 'en')).toBe('Punjabi');
    expect(languageName('pa', 'hi')).toBe('पंजाबी');
    expect(languageName('not a code', 'en')).toBe('not a code');
    expect(
      timetableText({ days: [2, 5], start: '09:00', end: '13:00', room: 'Room 12', online: false }, 'en', 'Online'),
    ).toBe('Tue and Fri, 9:00–13:00, Room 12');
  });

  it('makes each formatter once per language, however many cards name days and languages', () => {
    const made = formattersMade(['DateTimeFormat', 'ListFormat', 'DisplayNames'], () => {
      for (let card = 0; card < 10; card += 1) {
        for (const language of ['en', 'hi'] as const) {
          timetableText(
            { days: [1, 3, 5], start: '10:00', end: '14:00', room: null, online: true },
            language,
            'Online',
          );
          weekdayName((card % 7) as Weekday, language, 'long');
          languageName('hi', language);
        }
      }
    });
    // At most short and long weekday names per language, one list format and one set of names each.
    expect(made.DateTimeFormat).toBeLessThanOrEqual(4);
    expect(made.ListFormat).toBeLessThanOrEqual(2);
    expect(made.DisplayNames).toBeLessThanOrEqual(2);
  });
});
