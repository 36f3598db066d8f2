import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

/** The services page, /services. */
export const servicesMessages = defineMessages({
  en: {
    heading: 'Our Services',
    intro: 'Specialist care for every stage of life, around the clock.',
    carouselLabel: 'Featured services',
    loading: 'Loading services...',
    failed: 'Failed to load services',
    empty: 'No services available',
    retry: 'Retry',
    readMore: 'Read More',
    readMoreAbout: ': {name}',
    allServices: 'All our services',
    metaDescription: `Every speciality and service at ${HOSPITAL.name}, from accident and emergency to dental medicine.`,
  },
  hi: () => import('./servicesMessages.hi'),
});
