import { HOSPITAL } from 'contract/hospital';
import { defineMessages } from 'shared-ui/i18n';

/** The footer's texts; Hindi loads only when a visitor chooses it. */
export const footerMessages = defineMessages({
  en: {
    aboutHeading: 'About Us',
    aboutText:
      '{hospital} has served Faridabad since {since} with round-the-clock emergency care, specialist doctors, a diagnostic laboratory and care at home.',
    moreAbout: 'More about us',
    /** The facts in the page's language: the Hindi ones come with the Hindi texts, not on every page. */
    get address() {
      return HOSPITAL.address;
    },
    emergency: 'Emergency:',
    associatesHeading: 'Our Associates',
    associateDiagnostics: 'Aravali Diagnostics',
    associateHomeCare: 'Aravali Home Care',
    associateHeart: 'Aravali Heart Centre',
    associateDiabetes: 'Aravali Diabetes Clinic',
    associateEmergency: 'Aravali Emergency & Trauma',
    newsHeading: "What's New",
    newsPrevious: 'Previous news item',
    newsNext: 'Next news item',
    news1Title: 'Cardiac cath lab for heart attacks',
    news1Text:
      'Emergency angioplasty for heart attack patients in Faridabad: the cath lab team is called in when needed.',
    news2Title: 'Free diabetes screening every Saturday',
    news2Text:
      'Walk in between 9AM and 1PM for a free blood sugar and HbA1c check and a consultation with our diabetes educator.',
    news3Title: 'Home sample collection across Faridabad',
    news3Text:
      'Book a blood test online and a trained phlebotomist collects the sample at home; reports reach you by e-mail.',
    invalidEmail: 'Please enter a valid email address',
    footerLinks: 'Footer',
    enquiry: 'Make an Enquiry',
    bookAppointment: 'Book an Appointment',
    terms: 'Terms & Privacy',
    accessibility: 'Accessibility',
    /** The hours the footer gives are the outpatient clinics'; the emergency department never closes. */
    openingHours: 'OPD hours:',
    get opdHours() {
      return HOSPITAL.openingHours;
    },
    emergencyHours: 'Emergency {hours}',
    credits: '© {year} {hospital}. All rights reserved.',
    backToTop: 'Back to top',
  },
  hi: () => import('./footerMessages.hi'),
});
