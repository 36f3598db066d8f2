import { defineCatalogue } from './defineCatalogue';

/** The words of a date: months in full and short, weekdays in full (Sunday first). */
export interface DateWords {
  readonly months: readonly string[];
  readonly shortMonths: readonly string[];
  readonly weekdays: readonly string[];
}

/**
 * The words ICU writes dates with in each language (`format.test.ts` holds every one of them to
 * Node's ICU, which Chromium's agrees with). Kept here rather than asked of `Intl` on each page: a
 * page's first date formatter loads the locale's data, 50–140 ms on a phone, inside the first
 * render of the pages that show a date (home's news, the health articles).
 */
export const dateWords = defineCatalogue<DateWords>({
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  hi: () => import('./dateWords.hi'),
});
