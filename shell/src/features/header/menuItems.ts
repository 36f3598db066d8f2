import type { DropdownId } from './menuState';

export interface MenuLink {
  label: string;
  to: string;
}

/** SPEC §2 "Main menu", in order. The Services dropdown is built from the API. */
export const ABOUT_LINKS: readonly MenuLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Our Doctors', to: '/our-doctor' },
  { label: 'Appointment', to: '/appointment' },
  { label: 'Testimonial', to: '/testimonial' },
  { label: "FAQ's", to: '/faq' },
  { label: 'Blood Test', to: '/blood-test' },
];

export const I_WANT_TO_LINKS: readonly MenuLink[] = [
  { label: 'Book Appointment', to: '/appointment' },
  { label: 'Blood Test', to: '/blood-test' },
];

export const TOP_STRIP_LINKS: readonly MenuLink[] = [
  { label: 'Account', to: '/login' },
  { label: 'Login', to: '/login' },
  { label: 'Register', to: '/register' },
  { label: 'Appointment', to: '/appointment' },
  { label: 'Contact', to: '/contact' },
];

export const DROPDOWN_LABELS: Record<DropdownId, string> = {
  services: 'Services',
  about: 'About Us',
  iwantto: 'I Want To',
};
