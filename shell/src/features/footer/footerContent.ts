import { serviceHref, siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Placeholders } from 'shared-ui/i18n';
import type { footerMessages } from './footerMessages';

type FooterTexts = (typeof footerMessages)['en'];
/** A footer text that needs no values. */
type FooterText = {
  [Key in keyof FooterTexts]: [Placeholders<FooterTexts[Key]>] extends [never] ? Key : never;
}[keyof FooterTexts];

/** Three fixed news items for the What's New ticker, as keys of the footer's texts. */
export const FOOTER_NEWS: readonly { title: FooterText; text: FooterText }[] = [
  { title: 'news1Title', text: 'news1Text' },
  { title: 'news2Title', text: 'news2Text' },
  { title: 'news3Title', text: 'news3Text' },
];

/**
 * "Our Associates" links had no targets in the original site; each now leads to the page of that
 * unit on this site.
 */
export const ASSOCIATE_LINKS: readonly { label: FooterText; to: SiteHref }[] = [
  { label: 'associateDiagnostics', to: siteHref('/blood-test') },
  { label: 'associateHomeCare', to: siteHref('/homecare') },
  { label: 'associateHeart', to: serviceHref('cardiology') },
  { label: 'associateDiabetes', to: siteHref('/diabetes') },
  { label: 'associateEmergency', to: siteHref('/emergency') },
];

export const FOOTER_LINKS: readonly { label: FooterText; to: SiteHref }[] = [
  { label: 'enquiry', to: siteHref('/contact') },
  { label: 'bookAppointment', to: siteHref('/appointment') },
  { label: 'terms', to: siteHref('/terms') },
  { label: 'accessibility', to: siteHref('/accessibility') },
];
