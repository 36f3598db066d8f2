import { defineMessages } from 'shared-ui/i18n';

export const newsMessages = defineMessages({
  en: {
    /** The blog's newest articles (up to a year old): not "Today's News", which they are not. */
    heading: 'From our blog',
    eyebrow: 'Health news',
    postedOn: 'Posted on',
    by: 'By {author}',
    continue: 'Continue',
    continueAbout: 'reading: {title}',
  },
  hi: () => import('./messages.hi'),
});
