import { defineMessages } from 'shared-ui/i18n';

/**
 * The launcher's texts, on every page. The unread count has plural forms: English says "1 unread"
 * and "2 unread" alike (so only `other`), Hindi does not.
 */
export const chatLauncherMessages = defineMessages({
  en: {
    helpAndChat: 'Help and chat',
    callUs: 'Call us on {phone}',
    chatWithUs: 'Chat with us',
    unread: { other: '{count} unread' },
  },
  hi: () => import('./chatLauncherMessages.hi'),
});
