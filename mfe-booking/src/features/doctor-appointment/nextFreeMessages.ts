import { defineMessages } from 'shared-ui/i18n';

/** The texts of the department's next free morning and evening choices; loaded with them, not with the form. */
export const nextFreeMessages = defineMessages({
  en: {
    title: 'Next free time in this department',
    intro: 'With whichever doctor is free first. Or choose a doctor and a day below.',
    morning: 'Next free morning',
    evening: 'Next free evening',
    morningHint: 'before 1 pm',
    eveningHint: 'from 1 pm',
    when: '{day}, {time}',
    today: 'Today',
    tomorrow: 'Tomorrow',
    online: 'Online',
    noneMorning: 'No morning time is free up to {date}.',
    noneEvening: 'No evening time is free up to {date}.',
    loading: 'Finding the next free times...',
    error: 'The next free times could not be found. You can still choose a doctor below.',
    retry: 'Try again',
  },
  hi: () => import('./nextFreeMessages.hi'),
});
