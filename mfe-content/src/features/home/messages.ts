import { defineMessages } from 'shared-ui/i18n';

/** The texts of the home page below the hero and of its pop-up (the SPEC's texts, exact in English). */
export const homeMessages = defineMessages({
  en: {
    aboutEyebrow: 'About Us',
    aboutTitle: 'Welcome to {name}',
    aboutImageAlt: 'Illustration of a doctor’s desk with a stethoscope, a clipboard and a medicine box',
    countersLabel: 'Our hospital in numbers',
    yearsServing: 'Years Serving Faridabad',
    totalDoctors: 'Total Doctors',
    medicalWorkers: 'Medical Workers',
    happyPatients: 'Happy Patients',
    valuesLabel: 'Mission, history, vision and success',
    spinIcon: 'Spin the {name} icon',
    specialitiesEyebrow: 'Our doctors',
    specialitiesTitle: 'Our Specialities',
    ambulanceCall: '24-hour emergency: {phone}',
    contactUs: 'CONTACT US',
    ambulanceImageAlt: 'Illustration of an ambulance with its light flashing',
    popupTitle: 'How can we help you today?',
    popupEmergency: 'Emergency',
    popupLabTest: 'Book Lab Test',
    popupAppointment: 'Book Appointment',
    popupNote: 'Our emergency department is open 24/7.',
    popupPhone: 'Call us: {phone}',
    popupWebsite: 'Website: {website}',
    close: 'Close',
  },
  hi: () => import('./messages.hi'),
});
