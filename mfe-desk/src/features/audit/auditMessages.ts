import { defineMessages } from 'shared-ui/i18n';

/** The staff audit page's texts. */
export const auditMessages = defineMessages({
  en: {
    title: 'Staff audit',
    intro:
      'Who did what at the desk, newest first: sign-ins, accounts added, disabled or reset, messages opened and marked, e-mails sent again. Kept one year.',
    loading: 'Loading the audit…',
    failed: 'The audit could not be loaded.',
    empty: 'Nothing has been recorded yet.',
    caption: 'Audit events, newest first',
    at: 'When',
    who: 'Who',
    action: 'What',
    target: 'About',
    network: 'Network',
    details: 'Details',
    server: 'Server or nobody signed in',
    older: 'Show older events',
  },
  hi: () => import('./auditMessages.hi'),
});
