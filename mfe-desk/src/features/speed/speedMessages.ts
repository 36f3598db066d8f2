import { defineMessages } from 'shared-ui/i18n';

/** The speed report's texts. */
export const speedMessages = defineMessages({
  en: {
    title: 'Site speed',
    intro:
      'How fast the website was for real visitors over the last {days} days: the 75th percentile of each measure per page, language and device. Good is at most 2.5 s to show the page (LCP), 200 ms to answer a tap (INP) and 0.1 of layout shift (CLS).',
    loading: 'Loading the speed report…',
    failed: 'The speed report could not be loaded.',
    empty: 'No visits were measured in the last {days} days.',
    caption: 'Real visitors’ speed, newest day first',
    day: 'Day',
    route: 'Page',
    lang: 'Language',
    device: 'Device',
    visits: 'Visits',
    lcp: 'LCP',
    inp: 'INP',
    cls: 'CLS',
    live: 'Ready',
    none: '–',
    slow: '{value} (slow)',
    en: 'English',
    hi: 'Hindi',
    phone: 'Phone',
    tablet: 'Tablet',
    desktop: 'Desktop',
  },
  hi: () => import('./speedMessages.hi'),
});
