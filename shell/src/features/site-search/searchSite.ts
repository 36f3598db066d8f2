import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { siteIndexMessages } from './siteIndexMessages';

export type SearchResultType = 'service' | 'department' | 'doctor' | 'article' | 'page';

/** One answer of the site search, with where it leads. */
export interface SearchResult {
  /** Unique in the index: `service:cardiology`, `doctor:3`. */
  id: string;
  type: SearchResultType;
  title: string;
  link: SiteHref;
  description: string;
  /** Other words that find it (a page's English title while the site reads in Hindi). */
  alsoKnownAs?: readonly string[];
}

type MessageKey = keyof (typeof siteIndexMessages)['en'];

/** A fixed page search knows: its link and the catalogue's keys of its title and description. */
export interface SearchablePage {
  link: SiteHref;
  titleKey: Extract<MessageKey, `page${string}`>;
  descriptionKey: Extract<MessageKey, `about${string}`>;
}

/** The fixed pages of SPEC §2. */
export const SEARCHABLE_PAGES: readonly SearchablePage[] = [
  { link: siteHref('/appointment'), titleKey: 'pageAppointment', descriptionKey: 'aboutAppointment' },
  { link: siteHref('/blood-test'), titleKey: 'pageBloodTest', descriptionKey: 'aboutBloodTest' },
  { link: siteHref('/blog'), titleKey: 'pageBlog', descriptionKey: 'aboutBlog' },
  { link: siteHref('/gallery'), titleKey: 'pageGallery', descriptionKey: 'aboutGallery' },
  { link: siteHref('/contact'), titleKey: 'pageContact', descriptionKey: 'aboutContact' },
  { link: siteHref('/about'), titleKey: 'pageAbout', descriptionKey: 'aboutAbout' },
  { link: siteHref('/our-doctor'), titleKey: 'pageOurDoctors', descriptionKey: 'aboutOurDoctors' },
  { link: siteHref('/testimonial'), titleKey: 'pageTestimonial', descriptionKey: 'aboutTestimonial' },
  { link: siteHref('/faq'), titleKey: 'pageFaq', descriptionKey: 'aboutFaq' },
  { link: siteHref('/login'), titleKey: 'pageLogin', descriptionKey: 'aboutLogin' },
  { link: siteHref('/register'), titleKey: 'pageRegister', descriptionKey: 'aboutRegister' },
];
