import { defineMessages } from 'shared-ui/i18n';

export const splashMessages = defineMessages({
  en: {
    welcome: 'Welcome to {hospital}',
    tagline: 'Caring for Faridabad, {hours}',
  },
  hi: () => import('./splashMessages.hi'),
});
