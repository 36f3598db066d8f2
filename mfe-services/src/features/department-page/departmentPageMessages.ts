import { defineMessages } from 'shared-ui/i18n';

/**
 * A department's page, /departments/{slug}: only what the hospital's data says (the department's
 * name, its doctors, their OPD days and free times), no description of the department's own.
 */
export const departmentPageMessages = defineMessages({
  en: {
    loading: 'Loading department...',
    error: 'Error: {message}',
    retry: 'Retry',
    notFoundTitle: 'Department not found',
    notFoundText:
      'We could not find a department at this address. The link may be mistyped, or the department may have moved.',
    notFoundLink: 'See all our doctors',
    metaDescription: 'The doctors of this department, their OPD days and next free appointment times.',
    departmentDescription: '{department}: our doctors, their OPD days and next free appointment times.',
    intro: 'Our {department} doctors, the days they see patients in the OPD and their next free appointment times.',
    book: 'Book an appointment',
    bookIn: ' in {department}',
    doctorsHeading: 'Our {department} doctors',
    doctorsLoading: 'Loading doctors...',
    doctorsFailed: 'The doctors could not be loaded.',
    noDoctors: 'No doctor of this department is listed at present.',
    allDoctors: 'All doctors',
    opdDays: 'OPD days: {days}',
    noOpdDays: 'No regular OPD days at present.',
    nextFree: 'Next free time: {time}',
    slotAt: '{date}, {time}',
    online: 'online consultation',
    slotsLoading: 'Finding the next free time...',
    slotsNoScript:
      'Free times show here with JavaScript, which is off in this browser. Our support team books appointments by phone, {hours}:',
    slotsFailed: 'Free times could not be loaded.',
    noSlots: 'No free time in the next two weeks.',
  },
  hi: () => import('./departmentPageMessages.hi'),
});
