import { defineMessages } from 'shared-ui/i18n';

export const signInMessages = defineMessages({
  en: {
    title: 'Sign in to the staff desk',
    intro: 'Use the e-mail and password of your staff account, and the code your authenticator app shows now.',
    email: 'E-mail',
    password: 'Password',
    code: 'Code',
    codeHint: 'The 6 digits your authenticator app shows, or one of your recovery codes.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    refused: 'The e-mail, password or code is not right.',
    slowed: 'Too many failed sign-ins. Please wait a few minutes and try again.',
    metaDescription: 'Sign in to the hospital staff desk.',
  },
  hi: () => import('./signInMessages.hi'),
});
