import { defineMessages } from 'shared-ui/i18n';

/** The rebook page (issue 48): a booking the doctor's leave cancelled, moved to another time. */
export const rebookMessages = defineMessages({
  en: {
    title: 'Choose another time',
    metaDescription:
      'Your appointment was cancelled because the doctor is unavailable. Choose another time from the link we sent you.',
    subtitle: 'Your appointment was cancelled because the doctor is unavailable',
    opening: 'Opening your link…',
    noLink: 'This page opens from the link in the message we sent you when your doctor became unavailable.',
    why: 'Your appointment {reference} on {when} is cancelled: the doctor is unavailable that day.',
    reason: 'The hospital says: {reason}',
    sameDoctor: 'The same doctor’s next free times',
    sameDoctorNone: 'The same doctor has no free time in the coming weeks.',
    others: 'Other doctors of {department}',
    othersNone: 'No other doctor of the department has a free time in the coming weeks.',
    choose: 'Choose a time',
    online: 'Online',
    book: 'Book this time',
    booking: 'Booking…',
    pickFirst: 'Please choose a time first.',
    booked: 'Booked. Your new reference is {reference}: {doctor}, {when}. A confirmation is on its way.',
    taken: 'Someone has just booked that time. Please choose another.',
    failed: 'The booking could not be made. Please try again, or call us on {phone}.',
    bookElsewhere: 'Book from the appointment page',
    manage: 'See or change a booking',
  },
  hi: () => import('./rebookMessages.hi'),
});
