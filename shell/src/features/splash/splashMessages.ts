import { defineMessages } from 'shared-ui/i18n';

export const splashMessages = defineMessages({
  en: {
    welcome: 'Welcome to {hospital}',
    tagline: 'Caring for Faridabad, {hours}',
    emergency: 'In an emergency, call',
    or: 'or',
  },
  hi: () => import('./splashMessages.hi'),
});
