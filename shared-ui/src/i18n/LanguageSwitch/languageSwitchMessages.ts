import { defineMessages } from '../defineMessages';

export const languageSwitchMessages = defineMessages({
  en: { language: 'Language' },
  hi: () => import('./languageSwitchMessages.hi'),
});
