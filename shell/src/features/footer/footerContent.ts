import { siteHref } from 'shared-ui';

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
  { label: 'Aravali Diagnostics', to: siteHref('/blood-test') },
  { label: 'Aravali Home Care', to: siteHref('/homecare') },
  { label: 'Aravali Heart Centre', to: siteHref('/services/:serviceSlug', { serviceSlug: 'cardiology' }) },
  { label: 'Aravali Diabetes Clinic', to: siteHref('/diabetes') },
  { label: 'Aravali Emergency & Trauma', to: siteHref('/emergency') },
] as const;

export const FOOTER_LINKS = [
  { label: 'Make an Enquiry', to: siteHref('/contact') },
  { label: 'Book an Appointment', to: siteHref('/appointment') },
  { label: 'Terms & Privacy', to: siteHref('/terms') },
] as const;
