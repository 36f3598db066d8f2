import { defineMessages } from 'shared-ui/i18n';

/** A home visit's time field (VisitWindowField), loaded with it: the lab form's "Where?" and a lab booking's reschedule. */
export const visitWindowMessages = defineMessages({
  en: {
    time: 'Time',
    timeHint: 'When we should come. For today, only times starting at least an hour from now.',
    timePlaceholder: 'Select Time',
    timesEmpty: 'No times left on this day',
  },
  hi: () => import('./visitWindowMessages.hi'),
});
