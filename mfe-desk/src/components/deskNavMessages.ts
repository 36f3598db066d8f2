import { defineMessages } from 'shared-ui/i18n';

/** The staff navigation's texts, and what a page says to a role that may not open it. */
export const deskNavMessages = defineMessages({
  en: {
    navLabel: 'Desk pages',
    navDay: 'Day list',
    navBook: 'Book a patient',
    navMessages: 'Messages',
    navLabs: 'Lab run sheet',
    navTimetables: 'Timetables',
    navLeave: 'Leave and closures',
    navDoctors: 'Doctors',
    navPrices: 'Prices',
    navAccounts: 'Staff accounts',
    navNotices: 'Undelivered messages',
    navAudit: 'Audit',
    navSpeed: 'Site speed',
    navHospital: 'Hospital facts',
    navSessions: 'Your sessions',
    notForRoleTitle: 'Not for your role',
    notForRole: 'Your role ({role}) does not open this page. Please ask an administrator if you need it.',
    checking: 'Checking who is signed in…',
  },
  hi: () => import('./deskNavMessages.hi'),
});
