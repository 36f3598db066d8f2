import { defineMessages } from 'shared-ui/i18n';

/** The texts around a service's own content (which stays as the API has it). */
export const servicePageMessages = defineMessages({
  en: {
    loading: 'Loading Service Page...',
    error: 'Error: {message}',
    empty: 'No data found',
    retry: 'Retry',
    notFoundTitle: 'Service not found',
    notFoundText:
      'We could not find a service at this address. The link may be mistyped, or the service may have moved.',
    notFoundLink: 'See all our services',
    highlights: 'Highlights',
    whyChooseUs: 'Why Choose Us',
    serviceDetails: 'What We Offer',
    technologies: 'Technology We Use',
    supportServices: 'Support Services',
    whenNeeded: 'When Should You See Us?',
    leaderPoints: 'Why We Lead',
    faqs: 'Frequently Asked Questions',
    viewMore: 'View More',
    viewLess: 'View Less',
    aboutTitle: ' about {title}',
    viewAllServices: 'View All Services',
    viewAllTechnologies: 'View All Technologies',
    viewAllFaqs: 'View All FAQs',
    emergency: 'Emergency:',
    doctorsEyebrow: 'Meet the team',
    doctorsHeading: 'Our {department} Doctors',
    doctorsLoading: 'Loading doctors...',
    doctorsFailed: 'Failed to fetch doctors data',
    metaDescription: 'Treatment, technology, specialists and FAQs for this service.',
  },
  hi: () => import('./servicePageMessages.hi'),
});
