import { defineMessages } from 'shared-ui/i18n';

/** Texts of the doctor cards and photos, on every page and widget that shows doctors. */
export const doctorCardMessages = defineMessages({
  en: {
    doctorImage: 'Doctor Image',
    aboutDoctor: 'About Doctor',
    noDescription: 'No description available.',
    getAppointment: 'Get Appointment',
    bookAppointment: 'Book Appointment',
    withDoctor: ' with {name}',
    readMore: 'Read more',
    readLess: 'Read less',
    aboutName: ' about {name}',
  },
  hi: () => import('./doctorCardMessages.hi'),
});
