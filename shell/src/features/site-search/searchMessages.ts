import { defineMessages } from 'shared-ui/i18n';

/** The search box's texts, and the fixed pages' titles as a Hindi reader sees them. */
export const searchMessages = defineMessages({
  en: {
    label: 'Search services and pages',
    placeholder: 'Search services, pages...',
    /** Where the box is narrow (phones). */
    placeholderShort: 'Search',
    search: 'Search',
    results: 'Search results',
    service: 'Service',
    page: 'Page',
    oneResult: '1 result',
    manyResults: '{count} results',
    pageAppointment: 'Appointment',
    pageBloodTest: 'Blood Test',
    pageBlog: 'Blog',
    pageGallery: 'Gallery',
    pageContact: 'Contact',
    pageAbout: 'About',
    pageOurDoctors: 'Our Doctors',
    pageTestimonial: 'Testimonial',
    pageFaq: 'FAQ',
    pageLogin: 'Login',
    pageRegister: 'Register',
  },
  hi: () => import('./searchMessages.hi'),
});
