import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Placeholders } from 'shared-ui/i18n';
import type { headerMessages } from './headerMessages';
import type { DropdownId } from './menuState';

type HeaderTexts = (typeof headerMessages)['en'];
/** A header text that needs no values. */
export type HeaderText = {
  [Key in keyof HeaderTexts]: [Placeholders<HeaderTexts[Key]>] extends [never] ? Key : never;
}[keyof HeaderTexts];

export interface MenuLink {
  label: HeaderText;
  to: SiteHref;
}

/** The main menu's dropdowns, in order; the Services dropdown is built from the API. */
export const ABOUT_LINKS: readonly MenuLink[] = [
  { label: 'about', to: siteHref('/about') },
  { label: 'ourDoctors', to: siteHref('/our-doctor') },
  { label: 'appointment', to: siteHref('/appointment') },
  { label: 'testimonial', to: siteHref('/testimonial') },
  { label: 'faq', to: siteHref('/faq') },
  { label: 'bloodTest', to: siteHref('/blood-test') },
];

export const I_WANT_TO_LINKS: readonly MenuLink[] = [
  { label: 'bookAppointment', to: siteHref('/appointment') },
  { label: 'bloodTest', to: siteHref('/blood-test') },
  { label: 'manageBooking', to: siteHref('/manage-booking') },
];

/** The quick links' account items while nobody is signed in (AccountLinks.tsx has the others). */
export const SIGNED_OUT_LINKS: readonly MenuLink[] = [
  { label: 'account', to: siteHref('/login') },
  { label: 'login', to: siteHref('/login') },
  { label: 'register', to: siteHref('/register') },
];

/** The quick links after the account items. */
export const TOP_STRIP_LINKS: readonly MenuLink[] = [
  { label: 'appointment', to: siteHref('/appointment') },
  { label: 'contact', to: siteHref('/contact') },
];

export const DROPDOWN_LABELS: Record<DropdownId, HeaderText> = {
  services: 'services',
  about: 'aboutUs',
  iwantto: 'iWantTo',
};
