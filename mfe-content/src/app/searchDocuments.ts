import { siteHref } from 'shared-ui';
import type { Language } from 'shared-ui/i18n';
import { aboutMessages } from '../features/about/messages';
import { blogMessages } from '../features/blog/messages';
import { diabetesMessages } from '../features/diabetes/messages';
import { emergencyMessages } from '../features/emergency/messages';
import { faqMessages } from '../features/faq/messages';
import { galleryMessages } from '../features/gallery/messages';
import { healthCheckupMessages } from '../features/health-checkup/messages';
import { homeCareMessages } from '../features/home-care/messages';
import { loadSearchDocuments as loadDocuments } from '../features/search-documents';
import type { SearchDocument, SearchablePage } from '../features/search-documents';
import { testimonialsPageMessages } from '../features/testimonials/messages';

export type { SearchDocument } from '../features/search-documents';

/** The pages the site search finds, each by the texts of its banner and headings. */
const PAGES: readonly SearchablePage[] = [
  { path: siteHref('/emergency'), messages: emergencyMessages },
  { path: siteHref('/diabetes'), messages: diabetesMessages },
  { path: siteHref('/homecare'), messages: homeCareMessages },
  { path: siteHref('/healthcheck'), messages: healthCheckupMessages },
  { path: siteHref('/blog'), messages: blogMessages },
  { path: siteHref('/gallery'), messages: galleryMessages },
  { path: siteHref('/testimonial'), messages: testimonialsPageMessages },
  { path: siteHref('/faq'), messages: faqMessages },
  { path: siteHref('/about'), messages: aboutMessages },
];

/** The `./searchDocuments` expose: this remote's articles and pages, in `language`, for the shell's site search. */
export const loadSearchDocuments = (language: Language): Promise<SearchDocument[]> => loadDocuments(PAGES, language);
