import { HOSPITAL_TIME_ZONE } from 'contract/rules';
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
 * A count under a thousand reads as its digits in both languages (Latin digits, nothing to group).
 * Written without ICU: the first `Intl` format of a page loads the locale's number data, 15–25 ms on
 * a desktop and four times that on a phone, and the layout's texts ("1 unread") count on every page.
 */
const PLAIN_DIGITS_BELOW = 1000;

/** A number with Indian grouping: 1,25,000. */
export function formatNumber(value: number, language: Language = 'en'): string {
  if (Number.isInteger(value) && value >= 0 && value < PLAIN_DIGITS_BELOW) return String(value);
  return numberFormat(language, 'number').format(value);
}

/** Rupees as the site shows prices: Indian grouping, no decimals (₹1,250). */
export function formatRupees(value: number, language: Language = 'en'): string {
  return numberFormat(language, 'rupees').format(value);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateStyle = 'long' | 'medium' | 'short';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
};

/**
 * A date as the hospital's calendar has it (Asia/Kolkata), whatever the visitor's zone: a visit day
 * `2026-12-05` reads "5 December 2026" everywhere.
 */
export function formatDate(value: Date | string, language: Language = 'en', style: DateStyle = 'medium'): string {
  // Midday UTC of a bare day is the same day in Kolkata (+05:30).
  const date = typeof value === 'string' ? new Date(DAY_ONLY.test(value) ? `${value}T12:00:00Z` : value) : value;
  const key = `${language}:date:${style}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[language].tag, { ...DATE_OPTIONS[style], timeZone: HOSPITAL_TIME_ZONE });
    cache.set(key, format);
  }
  return format.format(date);
}
