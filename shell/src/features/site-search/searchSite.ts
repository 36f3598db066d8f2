import { serviceHref, siteHref } from 'shared-ui';
import type { Service, SiteHref } from 'shared-ui';
import { searchMessages } from './searchMessages';

/** One answer of the site search: a service or a page, with where it leads. */
export interface SearchResult {
  type: 'service' | 'page';
  title: string;
  link: SiteHref;
  description: string;
  /** Other words that find it (a page's English title while the site reads in Hindi). */
  alsoKnownAs?: readonly string[];
}

type PageTitleKey = Extract<keyof (typeof searchMessages)['en'], `page${string}`>;

/** The fixed pages search knows, by title; the English titles are the catalogue's. */
export const SEARCHABLE_PAGES: readonly (SearchResult & { titleKey: PageTitleKey })[] = [
  {
    type: 'page',
    titleKey: 'pageAppointment',
    title: searchMessages.en.pageAppointment,
    link: siteHref('/appointment'),
    description: 'Book a doctor appointment',
  },
  {
    type: 'page',
    titleKey: 'pageBloodTest',
    title: searchMessages.en.pageBloodTest,
    link: siteHref('/blood-test'),
    description: 'Book a lab test',
  },
  {
    type: 'page',
    titleKey: 'pageBlog',
    title: searchMessages.en.pageBlog,
    link: siteHref('/blog'),
    description: 'Health articles from our doctors',
  },
  {
    type: 'page',
    titleKey: 'pageGallery',
    title: searchMessages.en.pageGallery,
    link: siteHref('/gallery'),
    description: 'Photographs of the hospital',
  },
  {
    type: 'page',
    titleKey: 'pageContact',
    title: searchMessages.en.pageContact,
    link: siteHref('/contact'),
    description: 'Address, phone and message form',
  },
  {
    type: 'page',
    titleKey: 'pageAbout',
    title: searchMessages.en.pageAbout,
    link: siteHref('/about'),
    description: 'Our story, labs and specialities',
  },
  {
    type: 'page',
    titleKey: 'pageOurDoctors',
    title: searchMessages.en.pageOurDoctors,
    link: siteHref('/our-doctor'),
    description: 'Meet our specialists',
  },
  {
    type: 'page',
    titleKey: 'pageTestimonial',
    title: searchMessages.en.pageTestimonial,
    link: siteHref('/testimonial'),
    description: 'What our patients say',
  },
  {
    type: 'page',
    titleKey: 'pageFaq',
    title: searchMessages.en.pageFaq,
    link: siteHref('/faq'),
    description: 'Answers to common questions',
  },
  {
    type: 'page',
    titleKey: 'pageLogin',
    title: searchMessages.en.pageLogin,
    link: siteHref('/login'),
    description: 'Log in to your account',
  },
  {
    type: 'page',
    titleKey: 'pageRegister',
    title: searchMessages.en.pageRegister,
    link: siteHref('/register'),
    description: 'Create an account',
  },
];

/**
 * Case-insensitive substring match on service names (leading to the service's page, `serviceHref`) and on the fixed
 * page titles (`pages`, in the page's language); services first. An empty or blank query finds nothing.
 */
export function searchSite(
  query: string,
  services: readonly Service[],
  pages: readonly SearchResult[] = SEARCHABLE_PAGES,
): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  const serviceResults: SearchResult[] = services
    .filter((service) => matches(service.name))
    .map((service) => ({
      type: 'service',
      title: service.name,
      link: serviceHref(service.slug),
      description: service.description,
    }));
  const pageResults = pages.filter((page) => [page.title, ...(page.alsoKnownAs ?? [])].some(matches));
  return [...serviceResults, ...pageResults];
}
