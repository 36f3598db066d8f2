import { defineMessages } from 'shared-ui/i18n';

/** The staff desk's plain frame: its bar and who is signed in. */
export const deskFrameMessages = defineMessages({
  en: {
    staffDesk: 'Staff desk',
    skipToContent: 'Skip to main content',
    signedInAs: '{name}, {role}',
    reception: 'Reception',
    opd_manager: 'OPD manager',
    admin: 'Admin',
    signOut: 'Sign out',
    signOutFailed: 'Not signed out: try again.',
    loading: 'Loading the desk…',
  },
  hi: () => import('./deskFrameMessages.hi'),
});
