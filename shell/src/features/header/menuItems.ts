import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { DropdownId } from './menuState';

export interface MenuLink {
  label: string;
  to: SiteHref;
}

/** SPEC §2 "Main menu", in order. The Services dropdown is built from the API. */
export const ABOUT_LINKS: readonly MenuLink[] = [
  { label: 'About', to: siteHref('/about') },
  { label: 'Our Doctors', to: siteHref('/our-doctor') },
  { label: 'Appointment', to: siteHref('/appointment') },
  { label: 'Testimonial', to: siteHref('/testimonial') },
  { label: "FAQ's", to: siteHref('/faq') },
  { label: 'Blood Test', to: siteHref('/blood-test') },
];

export const I_WANT_TO_LINKS: readonly MenuLink[] = [
  { label: 'Book Appointment', to: siteHref('/appointment') },
  { label: 'Blood Test', to: siteHref('/blood-test') },
];

export const TOP_STRIP_LINKS: readonly MenuLink[] = [
  { label: 'Account', to: siteHref('/login') },
  { label: 'Login', to: siteHref('/login') },
  { label: 'Register', to: siteHref('/register') },
  { label: 'Appointment', to: siteHref('/appointment') },
  { label: 'Contact', to: siteHref('/contact') },
];

export const DROPDOWN_LABELS: Record<DropdownId, string> = {
  services: 'Services',
  about: 'About Us',
  iwantto: 'I Want To',
};
