import { defineMessages } from 'shared-ui/i18n';

/** The doctors page, /our-doctor. */
export const doctorsMessages = defineMessages({
  en: {
    heading: 'Our Doctors',
    intro: 'Consultants in every department, with appointments online.',
    findDoctor: 'Meet our specialists',
    filterLabel: 'Department',
    allDepartments: 'All Departments',
    loading: 'Loading doctors...',
    failed: 'Failed to fetch doctors data',
    invalidData: 'Error: Invalid data format received',
    empty: 'No doctors found.',
    showAll: 'Show all doctors',
    retry: 'Retry',
    count: '{count} doctors',
    countOne: '1 doctor',
    countIn: '{count} doctors in {department}',
    countOneIn: '1 doctor in {department}',
    helpHeading: 'Need help choosing a doctor?',
    helpText: 'Book an appointment and we will match you with the right specialist, or ask us anything.',
    bookAppointment: 'Book an Appointment',
    contactUs: 'Contact Us',
    sendUsMessage: 'Send Us Message',
  },
  hi: () => import('./doctorsMessages.hi'),
});
