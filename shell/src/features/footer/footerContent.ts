/** SPEC §2 "Footer": three fixed news items for the What's New ticker. */
export const FOOTER_NEWS = [
  {
    title: 'Cardiac cath lab now open round the clock',
    text: 'Heart attack patients in Faridabad can now get emergency angioplasty at any hour, with a cardiologist on site 24 X 7.',
  },
  {
    title: 'Free diabetes screening every Saturday',
    text: 'Walk in between 9AM and 1PM for a free blood sugar and HbA1c check and a consultation with our diabetes educator.',
  },
  {
    title: 'Home sample collection across Faridabad',
    text: 'Book a blood test online and a trained phlebotomist collects the sample at home; reports reach you by e-mail.',
  },
] as const;

/**
 * "Our Associates" links had no targets in the original site (SPEC §2); each now leads to the page
 * of that unit on this site.
 */
export const ASSOCIATE_LINKS = [
  { label: 'Aravali Diagnostics', to: '/blood-test' },
  { label: 'Aravali Home Care', to: '/homecare' },
  { label: 'Aravali Heart Centre', to: '/services/cardiology' },
  { label: 'Aravali Diabetes Clinic', to: '/diabetes' },
  { label: 'Aravali Emergency & Trauma', to: '/emergency' },
] as const;

export const FOOTER_LINKS = [
  { label: 'Make an Enquiry', to: '/contact' },
  { label: 'Book an Appointment', to: '/appointment' },
  { label: 'Terms & Privacy', to: '/terms' },
] as const;
