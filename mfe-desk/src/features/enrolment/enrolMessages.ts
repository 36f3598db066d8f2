import { defineMessages } from 'shared-ui/i18n';

export const enrolMessages = defineMessages({
  en: {
    title: 'Set up your staff account',
    metaDescription: 'Set a password and a second factor for your staff account.',
    loadingAccount: 'Reading your enrolment link…',
    noLink:
      'This page needs the enrolment link an administrator gave you. Open the whole link, or ask an administrator for a new one.',
    linkInvalid:
      'This enrolment link is not valid any more: it may have been used, replaced or be too old. Please ask an administrator for a new one.',
    account: 'Your account',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    stepApp: '1. Add the desk to your authenticator app',
    stepAppText:
      'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP), or type the key below into it.',
    qrLabel: 'QR code for your authenticator app',
    secretLabel: 'Key to type in',
    stepPassword: '2. Choose a password and confirm the code',
    password: 'New password',
    passwordHint: 'At least {min} characters. A few unrelated words make a strong one.',
    code: 'Code from the app',
    codeHint: 'The 6 digits your app shows now for this account.',
    finish: 'Finish setting up',
    finishing: 'Setting up…',
    refused: 'The code or password was not accepted. Please check them and try again.',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Each of these codes signs you in once if you lose your phone. Keep them somewhere safe (print them, or save them in a password manager). They are shown only now.',
    codesList: 'Recovery codes',
    copy: 'Copy the codes',
    copied: 'The codes are copied.',
    copyFailed: 'The codes could not be copied: select them and copy them yourself.',
    print: 'Print the codes',
    continue: 'I have kept them: go to the desk',
  },
  hi: () => import('./enrolMessages.hi'),
});
