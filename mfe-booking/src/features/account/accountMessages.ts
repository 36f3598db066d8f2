import { defineMessages } from 'shared-ui/i18n';

/** The account pages' shared texts; each page's own are in signInMessages and linkPasswordMessages. */
export const accountMessages = defineMessages({
  en: {
    password: 'Password',
    networkError: 'Network error. Please check your connection and try again.',
    passwordRule: 'Common passwords, like password123, are refused.',
    register: 'Register',
    loginLink: 'Log in',
    passwordCheckBusy: 'Many people are signing in just now. Please try again in a few seconds.',
    tryAgain: 'Try again',
  },
  hi: () => import('./accountMessages.hi'),
});
