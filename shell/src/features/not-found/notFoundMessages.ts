import { defineMessages } from 'shared-ui/i18n';

export const notFoundMessages = defineMessages({
  en: {
    title: 'Page not found',
    subtitle: 'The page you asked for is not on this site.',
    help: 'It may have moved, or the address may be mistyped. These will help you find your way:',
    home: 'Go to the home page',
    services: 'See our services',
  },
  hi: () => import('./notFoundMessages.hi'),
});
