import { defineMessages } from 'shared-ui/i18n';

/** The undelivered e-mails' texts (what the `outbox` command lists). */
export const noticesMessages = defineMessages({
  en: {
    title: 'Undelivered e-mails',
    intro:
      'E-mails to patients that have not gone out: pending ones are still being tried, failed ones were given up after their last attempt and can be sent again, suppressed ones were over the hourly limit for one address and are never sent.',
    loading: 'Loading undelivered e-mails…',
    failed: 'The undelivered e-mails could not be loaded.',
    empty: 'Every e-mail has gone out.',
    caption: 'E-mails not delivered, oldest first',
    id: 'No.',
    status: 'Status',
    purpose: 'Kind',
    attempts: 'Attempts',
    created: 'Queued',
    recipient: 'To',
    lastError: 'Last error',
    actions: 'Action',
    pending: 'Pending',
    failedStatus: 'Given up',
    suppressed: 'Suppressed',
    booking: 'Booking',
    'access-code': 'Access code',
    retry: 'Send again',
    retryLabel: 'Send e-mail {id} to {recipient} again',
    confirmTitle: 'Send e-mail {id} again?',
    confirmText: 'It goes to {recipient} within a minute, through the hospital’s mail server.',
    confirm: 'Send again',
    retrying: 'Sending…',
    retried: 'E-mail {id} is queued to be sent again.',
    retryFailed: 'The e-mail could not be queued again. Please try again.',
    reload: 'Check again',
  },
  hi: () => import('./noticesMessages.hi'),
});
