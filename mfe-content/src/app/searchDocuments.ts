import { siteHref } from 'shared-ui';
import type { Language } from 'shared-ui/i18n';
import { aboutMessages } from '../features/about/messages';
import { blogMessages } from '../features/blog/messages';
import { diabetesMessages } from '../features/diabetes/messages';
import { emergencyMessages } from '../features/emergency/messages';
import { faqQuestions } from '../features/faq/questions';
import { faqMessages } from '../features/faq/messages';
import { galleryMessages } from '../features/gallery/messages';
import { healthCheckupMessages } from '../features/health-checkup/messages';
import { homeCareMessages } from '../features/home-care/messages';
import { loadSearchDocuments as loadDocuments, questionsOf } from '../features/search-documents';
import type { SearchDocument, SearchablePage } from '../features/search-documents';
import { testimonialsPageMessages } from '../features/testimonials/messages';

export type { SearchDocument } from '../features/search-documents';

/**
 * The pages the site search finds, each by the texts of its banner and headings; the FAQ page also by
 * its questions and answers ("insurance", "cashless"). The topic pages' questions are left out: with
 * them /search passed its byte budget (190.1 KB against 188 KB), until the index is built at build time.
 */
const PAGES: readonly SearchablePage[] = [
  { path: siteHref('/emergency'), messages: emergencyMessages },
  { path: siteHref('/diabetes'), messages: diabetesMessages },
  { path: siteHref('/homecare'), messages: homeCareMessages },
  { path: siteHref('/healthcheck'), messages: healthCheckupMessages },
  { path: siteHref('/blog'), messages: blogMessages },
  { path: siteHref('/gallery'), messages: galleryMessages },
  { path: siteHref('/testimonial'), messages: testimonialsPageMessages },
  { path: siteHref('/faq'), messages: faqMessages, questions: questionsOf(faqQuestions) },
  { path: siteHref('/about'), messages: aboutMessages },
];

/** The `./searchDocuments` expose: this remote's articles and pages, in `language`, for the shell's site search. */
export const loadSearchDocuments = (language: Language): Promise<SearchDocument[]> => loadDocuments(PAGES, language);
