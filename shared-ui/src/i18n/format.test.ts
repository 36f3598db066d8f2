import type * as Words from './dateWords';
import { formatDate, formatNumber, formatRupees } from './format';
import type * as Formatters from './format';

const RUPEES = { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 } as const;
const DATE_OPTIONS = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
} as const;

/**
 * What `run` writes with a fresh copy of the formatters (whose kept formats are not made yet), and
 * how many `Intl` formatters of `kind` it made.
 */
async function formattersMade<T>(
  kind: 'NumberFormat' | 'DateTimeFormat',
  run: (fresh: typeof Formatters) => T,
  { withHindi = false } = {},
): Promise<{ made: number; result: T }> {
  const original = Intl[kind];
  let made = 0;
  let result: T | undefined;
  await jest.isolateModulesAsync(async () => {
    const fresh = jest.requireActual<typeof Formatters>('./format');
    if (withHindi) await jest.requireActual<typeof Words>('./dateWords').dateWords.loadHindi();
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct(target, args: unknown[]) {
          made += 1;
          return Reflect.construct(target, args) as object;
        },
      }),
    });
    try {
      result = run(fresh);
    } finally {
      Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: original });
    }
  });
  return { made, result: result as T };
}

describe('formatters', () => {
  it('show rupees with Indian grouping and no decimals, in both languages', () => {
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(125000.4)).toBe('₹1,25,000');
    expect(formatRupees(1250, 'hi')).toBe('₹1,250');
    expect(formatNumber(1500000)).toBe('15,00,000');
  });

  it('write whole numbers and prices as ICU does, without making a number format', async () => {
    const values = [
      ...Array.from({ length: 2001 }, (_, value) => value),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power - 1),
      12_34_567,
      9_87_65_43_210,
      Number.MAX_SAFE_INTEGER,
    ];
    const written = await formattersMade('NumberFormat', (fresh) => ({
      en: values.map((value) => [fresh.formatNumber(value), fresh.formatRupees(value)]),
      hi: values.map((value) => [fresh.formatNumber(value, 'hi'), fresh.formatRupees(value, 'hi')]),
    }));
    expect(written.made).toBe(0);
    for (const [language, tag] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const number = new Intl.NumberFormat(tag);
      const rupees = new Intl.NumberFormat(tag, RUPEES);
      expect(written.result[language]).toEqual(values.map((value) => [number.format(value), rupees.format(value)]));
    }
    // Fractions and negative numbers are ICU's to write.
    expect([formatNumber(-3), formatNumber(2.5), formatRupees(-5)]).toEqual(['-3', '2.5', '-₹5']);
  });

  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const)(
    'in %s write every day of two years in each style as ICU does, without making a date formatter',
    async (language, tag) => {
      const days = Array.from({ length: 2 * 366 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index, 12)));
      // Instants each side of midnight in Faridabad (18:30 UTC).
      const instants = days.flatMap((day) => [
        new Date(day.getTime() + (6 * 60 + 29) * 60 * 1000),
        new Date(day.getTime() + (6 * 60 + 30) * 60 * 1000),
      ]);
      const styles = ['long', 'medium', 'short'] as const;
      const written = await formattersMade(
        'DateTimeFormat',
        (fresh) =>
          styles.map((style) => [
            ...days.map((day) => fresh.formatDate(day.toISOString().slice(0, 10), language, style)),
            ...instants.map((instant) => fresh.formatDate(instant, language, style)),
          ]),
        { withHindi: true },
      );
      expect(written.made).toBe(0);
      expect(written.result).toEqual(
        styles.map((style) => {
          const icu = new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS[style], timeZone: 'Asia/Kolkata' });
          return [...days, ...instants].map((day) => icu.format(day));
        }),
      );
    },
  );

  it("show a visit day as the hospital's calendar has it, whatever the visitor's zone", () => {
    expect(formatDate('2026-12-05')).toBe('5 December 2026');
    expect(formatDate('2026-12-05', 'hi')).toBe('5 दिसंबर 2026');
    expect(formatDate('2026-12-05', 'en', 'long')).toBe('Saturday, 5 December 2026');
    // 20:00 UTC on the 4th is already the 5th in Faridabad.
    expect(formatDate(new Date('2026-12-04T20:00:00Z'), 'en', 'short')).toBe('5 Dec 2026');
  });

  it("write a Hindi date with ICU until Hindi's date words are in", async () => {
    const written = await formattersMade('DateTimeFormat', (fresh) => fresh.formatDate('2026-12-05', 'hi'));
    expect(written).toEqual({ made: 1, result: '5 दिसंबर 2026' });
  });
});
