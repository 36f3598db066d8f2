import { defineMessages } from 'shared-ui/i18n';

/**
 * The launcher's texts, on every page. The unread count has one text per plural category of the
 * page's language (`Intl.PluralRules`): English says "1 unread" and "2 unread" alike, Hindi does not.
 */
export const chatLauncherMessages = defineMessages({
  en: {
    helpAndChat: 'Help and chat',
    callUs: 'Call us on {phone}',
    chatWithUs: 'Chat with us',
    unreadOne: '{count} unread',
    unreadOther: '{count} unread',
  },
  hi: () => import('./chatLauncherMessages.hi'),
});
