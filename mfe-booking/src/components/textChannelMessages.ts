import { defineMessages } from 'shared-ui/i18n';

/** The booking forms' choice of channels for the booking's own messages (issue 49). */
export const textChannelMessages = defineMessages({
  en: {
    textsLegend: 'Messages to your phone',
    textsNote:
      'Your confirmation, reminders 3 days and 1 day before, and any change or cancellation go to the phone number you typed above. They carry only your name, booking reference, day, time, place and a link to manage the booking. The e-mail comes either way. Stop them any time with the link in a message, or by replying STOP on WhatsApp.',
    textsSms: 'By SMS',
    textsWhatsapp: 'By WhatsApp',
  },
  hi: () => import('./textChannelMessages.hi'),
});
