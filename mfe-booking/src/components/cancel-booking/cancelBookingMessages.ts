import { defineMessages } from 'shared-ui/i18n';

export const cancelBookingMessages = defineMessages({
  en: {
    confirmTitle: 'Cancel this booking?',
    confirmDoctor: 'Your appointment with {doctor} on {date} will be cancelled. This cannot be undone.',
    confirmLab: 'Your {test} at {lab} on {date} will be cancelled. This cannot be undone.',
    confirmPackage: 'Your {name} on {date} will be cancelled. This cannot be undone.',
    confirmYes: 'Yes, cancel it',
    confirmNo: 'No, keep it',
    cancelling: 'Cancelling...',
    close: 'Close',
  },
  hi: () => import('./cancelBookingMessages.hi'),
});
