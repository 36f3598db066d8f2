import { siteHref } from 'shared-ui';
import type { Service, SiteHref } from 'shared-ui';

/** SPEC §3 "Search result". */
export interface SearchResult {
  type: 'service' | 'page';
  title: string;
  link: SiteHref;
  description: string;
}

/** The fixed page titles search knows (SPEC §2 "Site search"). */
export const SEARCHABLE_PAGES: readonly SearchResult[] = [
  { type: 'page', title: 'Appointment', link: siteHref('/appointment'), description: 'Book a doctor appointment' },
  { type: 'page', title: 'Blood Test', link: siteHref('/blood-test'), description: 'Book a lab test' },
  { type: 'page', title: 'Blog', link: siteHref('/blog'), description: 'Health articles from our doctors' },
  { type: 'page', title: 'Gallery', link: siteHref('/gallery'), description: 'Photographs of the hospital' },
  { type: 'page', title: 'Contact', link: siteHref('/contact'), description: 'Address, phone and message form' },
  { type: 'page', title: 'About', link: siteHref('/about'), description: 'Our story, labs and specialities' },
  { type: 'page', title: 'Our Doctors', link: siteHref('/our-doctor'), description: 'Meet our specialists' },
  { type: 'page', title: 'Testimonial', link: siteHref('/testimonial'), description: 'What our patients say' },
  { type: 'page', title: 'FAQ', link: siteHref('/faq'), description: 'Answers to common questions' },
  { type: 'page', title: 'Login', link: siteHref('/login'), description: 'Log in to your account' },
  { type: 'page', title: 'Register', link: siteHref('/register'), description: 'Create an account' },
];

/**
 * Case-insensitive substring match on service names (leading to /services/{slug}) and on the fixed
 * page titles; services first. An empty or blank query finds nothing.
 */
export function searchSite(query: string, services: readonly Service[]): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  const serviceResults: SearchResult[] = services
    .filter((service) => matches(service.name))
    .map((service) => ({
      type: 'service',
      title: service.name,
      link: siteHref('/services/:serviceSlug', { serviceSlug: service.slug }),
      description: service.description,
    }));
  return [...serviceResults, ...SEARCHABLE_PAGES.filter((page) => matches(page.title))];
}
