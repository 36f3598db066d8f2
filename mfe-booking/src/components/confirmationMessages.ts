import { defineMessages } from 'shared-ui/i18n';

/** The confirmation panel of a successful booking (loaded with the result dialog). */
export const confirmationMessages = defineMessages({
  en: {
    referenceLabel: 'Your booking reference',
    nextTitle: 'What happens next',
    sentTo: 'We have sent a confirmation to {email}.',
    manageBefore: 'To see or cancel this booking later, go to',
    manageLink: 'Manage Booking',
    manageAfter: 'with your reference and the phone number or e-mail you booked with.',
  },
  hi: () => import('./confirmationMessages.hi'),
});
