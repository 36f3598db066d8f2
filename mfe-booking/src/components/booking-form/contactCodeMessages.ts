import { defineMessages } from 'shared-ui/i18n';

/** The booking forms' code step: asked when the e-mail or phone already has an upcoming booking. */
export const contactCodeMessages = defineMessages({
  en: {
    code: 'Code from the email',
    codeHint: 'We sent a 6-digit code to {email}. It is valid for 10 minutes.',
    resend: 'Send a new code',
    resending: 'Sending…',
    resent: 'If we could, we have sent a new code to {email}.',
  },
  hi: () => import('./contactCodeMessages.hi'),
});
