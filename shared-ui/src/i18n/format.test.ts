import { formatDate, formatNumber, formatRupees } from './format';
import type * as Formatters from './format';

describe('formatters', () => {
  it('show rupees with Indian grouping and no decimals, in both languages', () => {
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(125000.4)).toBe('₹1,25,000');
    expect(formatRupees(1250, 'hi')).toBe('₹1,250');
    expect(formatNumber(1500000)).toBe('15,00,000');
  });

  it('write a count under a thousand as ICU does, without making a number format', () => {
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    // Counted on a fresh copy of the module, whose kept formats are not made yet.
    Object.defineProperty(Intl, 'NumberFormat', {
      configurable: true,
      writable: true,
      value: new Proxy(NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          made += 1;
          return new target(...args);
        },
      }),
    });
    const counts = Array.from({ length: 1000 }, (_, count) => count);
    let written: Record<'en' | 'hi', string[]> = { en: [], hi: [] };
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof Formatters>('./format');
        written = {
          en: counts.map((count) => fresh.formatNumber(count)),
          hi: counts.map((count) => fresh.formatNumber(count, 'hi')),
        };
      });
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { configurable: true, writable: true, value: NumberFormat });
    }
    expect(made).toBe(0);
    expect(written.en).toEqual(counts.map((count) => new Intl.NumberFormat('en-IN').format(count)));
    expect(written.hi).toEqual(counts.map((count) => new Intl.NumberFormat('hi-IN').format(count)));
    expect([formatNumber(1000), formatNumber(-3), formatNumber(2.5)]).toEqual(['1,000', '-3', '2.5']);
  });

  it("show a visit day as the hospital's calendar has it, whatever the visitor's zone", () => {
    expect(formatDate('2026-12-05')).toBe('5 December 2026');
    expect(formatDate('2026-12-05', 'hi')).toBe('5 दिसंबर 2026');
    expect(formatDate('2026-12-05', 'en', 'long')).toBe('Saturday, 5 December 2026');
    // 20:00 UTC on the 4th is already the 5th in Faridabad.
    expect(formatDate(new Date('2026-12-04T20:00:00Z'), 'en', 'short')).toBe('5 Dec 2026');
  });
});
