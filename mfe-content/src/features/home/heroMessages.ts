import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

/** The hero's texts: its two slides' headlines and pictures, and the SPEC's READ MORE and OUR SERVICES. */
export const heroMessages = defineMessages({
  en: {
    heroLabel: 'Welcome',
    heroTitle: '{name}, {city}',
    readMore: 'READ MORE',
    readMoreAbout: ': how to reach us',
    ourServices: 'OUR SERVICES',
    slide1: 'Your health, our priority, around the clock',
    slide1Alt: 'Illustration of the hospital at sunrise with the Aravalli hills behind it',
    slide2: 'Specialist doctors and a modern laboratory, close to home',
    slide2Alt: 'Illustration of a stethoscope, a heart rhythm and laboratory sample tubes',
    metaTitle: 'Multispeciality Hospital in Faridabad',
    metaDescription: `${HOSPITAL.name}, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.`,
  },
  hi: () => import('./heroMessages.hi'),
});
