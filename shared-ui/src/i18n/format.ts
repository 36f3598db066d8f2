import { HOSPITAL_TIME_ZONE, todayInHospitalZone } from 'contract/rules';
import { dateWords } from './dateWords';
import { LANGUAGES } from './languages';
import type { Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, kind: 'number' | 'rupees'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(
      LANGUAGES[language].tag,
      kind === 'rupees'
        ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 }
        : {},
    );
    cache.set(key, format);
  }
  return format;
}

/**
 * A whole number's digits with Indian grouping (the last three, then pairs: 12,34,567), as ICU
 * writes them in both languages (Latin digits). Written without ICU: the first `Intl` format of a
 * page loads the locale's number data, 50–140 ms on a phone, and prices and counts show in the first
 * render of many pages. Fractions and negative numbers are left to ICU.
 */
const INDIAN_GROUPING = /\B(?=(?:\d{2})*\d{3}$)/g;
const isWholeCount = (value: number) => Number.isSafeInteger(value) && value >= 0;
const groupedDigits = (value: number) => String(value).replace(INDIAN_GROUPING, ',');

/** A number with Indian grouping: 1,25,000. */
export function formatNumber(value: number, language: Language = 'en'): string {
  if (isWholeCount(value)) return groupedDigits(value);
  return numberFormat(language, 'number').format(value);
}

/** Rupees as the site shows prices: Indian grouping, no decimals (₹1,250). */
export function formatRupees(value: number, language: Language = 'en'): string {
  if (isWholeCount(value)) return `₹${groupedDigits(value)}`;
  return numberFormat(language, 'rupees').format(value);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateStyle = 'long' | 'medium' | 'short';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** The words of `language` for dates: English always, Hindi once its catalogue is in. */
const dateWordsIn = (language: Language) => (language === 'hi' ? dateWords.hindi() : dateWords.en);

/**
 * A date as the hospital's calendar has it (Asia/Kolkata), whatever the visitor's zone: a visit day
 * `2026-12-05` reads "5 December 2026" everywhere. Written from the language's date words as ICU
 * writes it ("Saturday, 5 December 2026", "5 Dec 2026"; Hindi the same with its words), without
 * making a date formatter; ICU writes it while Hindi's words are still on their way.
 */
export function formatDate(value: Date | string, language: Language = 'en', style: DateStyle = 'medium'): string {
  // Midday UTC of a bare day is the same day in Kolkata (+05:30).
  const date = typeof value === 'string' ? new Date(DAY_ONLY.test(value) ? `${value}T12:00:00Z` : value) : value;
  const words = dateWordsIn(language);
  if (words && !Number.isNaN(date.getTime())) {
    const [year, month, day] = todayInHospitalZone(date).split('-').map(Number) as [number, number, number];
    const days = `${day} ${(style === 'short' ? words.shortMonths : words.months)[month - 1]} ${year}`;
    return style === 'long' ? `${words.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${days}` : days;
  }
  const key = `${language}:date:${style}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[language].tag, { ...DATE_OPTIONS[style], timeZone: HOSPITAL_TIME_ZONE });
    cache.set(key, format);
  }
  return format.format(date);
}
