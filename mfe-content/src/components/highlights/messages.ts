import { defineMessages } from 'shared-ui/i18n';

/** The two highlights the home and about pages share: emergency treatment and the laboratory. */
export const highlightMessages = defineMessages({
  en: {
    emergencyTitle: 'Emergency Treatment',
    emergencyText:
      'Our emergency department is open 24 X 7, with emergency physicians on duty, specialists on call and our own ambulances across Faridabad.',
    labTitle: 'High Quality Laboratory',
    labText:
      'Our laboratory runs day and night: routine and specialised blood tests, home sample collection, and most reports ready in 24-48 hours.',
    learnMore: 'Learn more about us',
  },
  hi: () => import('./messages.hi'),
});
