import { defineMessages } from 'shared-ui/i18n';

/** The launcher's texts, on every page. */
export const chatLauncherMessages = defineMessages({
  en: {
    helpAndChat: 'Help and chat',
    callUs: 'Call us on {phone}',
    chatWithUs: 'Chat with us',
    unread: '{count} unread',
  },
  hi: () => import('./chatLauncherMessages.hi'),
});
