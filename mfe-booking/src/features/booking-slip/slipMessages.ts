import { defineMessages } from 'shared-ui/i18n';

export const slipMessages = defineMessages({
  en: {
    addToCalendar: 'Add to Calendar',
    preparing: 'Preparing the calendar file...',
    saved: 'The calendar file {file} is saved. Open it to add the appointment to your calendar.',
    calendarFailed: 'We could not get the calendar file. Please try again.',
    calendarExpired: "Your time to save this booking's calendar file has run out. Please look the booking up again.",
    networkError: 'Network error. Please check your internet connection and try again.',
    slipTitle: 'Appointment Slip',
    slipIntro: 'Show this slip, printed or on your phone, at the OPD registration counter.',
    reference: 'Reference',
    patient: 'Patient',
    doctor: 'Doctor',
    department: 'Department',
    date: 'Date',
    time: 'Time',
    timeRange: '{start} to {end}',
    where: 'Where',
    online: 'Online (video consultation)',
    qrLabel: 'QR code of the reference {reference}',
    arrive: 'Please arrive 15 minutes early.',
    join: 'Before your time, our front desk will call you on the phone number you gave, with how to join the video consultation.',
    print: 'Print Slip',
    printTheSlip: 'Print the slip',
  },
  hi: () => import('./slipMessages.hi'),
});
