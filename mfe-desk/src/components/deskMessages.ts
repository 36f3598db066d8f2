import { defineMessages } from 'shared-ui/i18n';

/** Texts every desk page shares: its name, roles, and what a failed call says. */
export const deskMessages = defineMessages({
  en: {
    deskTitle: 'Staff desk',
    deskDescription: "The hospital staff's desk: sign in with your password and a code from your authenticator app.",
    reception: 'Reception',
    opd_manager: 'OPD manager',
    admin: 'Admin',
    networkError: 'The desk could not reach the server. Check the connection and try again.',
    serverError: 'The server could not answer just now. Please try again in a minute.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading…',
    notFoundTitle: 'No such desk page',
    notFoundText: 'This page is not part of the desk.',
    backToDesk: 'Go to the desk',
  },
  hi: () => import('./deskMessages.hi'),
});
