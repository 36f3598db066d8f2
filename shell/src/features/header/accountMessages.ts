import { defineMessages } from 'shared-ui/i18n';

/** The signed-in header items' texts, in their own chunk with them (SignedInLinks.tsx). */
export const accountMessages = defineMessages({
  en: {
    signedInAs: 'Signed in as',
    myBookings: 'My bookings',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    signOutFailed: 'Could not sign out. Please try again.',
  },
  hi: () => import('./accountMessages.hi'),
});
