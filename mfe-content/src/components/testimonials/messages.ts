import { defineMessages } from 'shared-ui/i18n';

export const testimonialMessages = defineMessages({
  en: {
    feedbackOn: 'Patient feedback on {care}',
  },
  hi: () => import('./messages.hi'),
});
