import { defineMessages } from 'shared-ui/i18n';

export const newsMessages = defineMessages({
  en: {
    heading: "Today's News",
    eyebrow: 'Health news',
    postedOn: 'Posted on',
    by: 'By {author}',
    comments: { one: '{count} Comment', other: '{count} Comments' },
    continue: 'Continue',
    continueAbout: 'reading on our blog: {title}',
  },
  hi: () => import('./messages.hi'),
});
