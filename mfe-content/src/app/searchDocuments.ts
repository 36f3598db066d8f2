import { siteHref } from 'shared-ui';
import type { Language } from 'shared-ui/i18n';
import { aboutContent } from '../features/about/content';
import { aboutMessages } from '../features/about/messages';
import { blogMessages } from '../features/blog/messages';
import { diabetesContent } from '../features/diabetes/content';
import { diabetesMessages } from '../features/diabetes/messages';
import { emergencyContent } from '../features/emergency/content';
import { emergencyMessages } from '../features/emergency/messages';
import { faqContent } from '../features/faq/content';
import { faqMessages } from '../features/faq/messages';
import { galleryMessages } from '../features/gallery/messages';
import { healthCheckupContent } from '../features/health-checkup/content';
import { healthCheckupMessages } from '../features/health-checkup/messages';
import { homeCareContent } from '../features/home-care/content';
import { homeCareMessages } from '../features/home-care/messages';
import { loadSearchDocuments as loadDocuments, questionsOf } from '../features/search-documents';
import type { SearchDocument, SearchablePage } from '../features/search-documents';
import { testimonialsPageMessages } from '../features/testimonials/messages';

export type { SearchDocument } from '../features/search-documents';

/** The pages the site search finds, each by the texts of its banner and headings, and the questions it answers. */
const PAGES: readonly SearchablePage[] = [
  {
    path: siteHref('/emergency'),
    messages: emergencyMessages,
    questions: questionsOf(emergencyContent, (content) => content.faq),
  },
  {
    path: siteHref('/diabetes'),
    messages: diabetesMessages,
    questions: questionsOf(diabetesContent, (content) => content.faq),
  },
  { path: siteHref('/homecare'), messages: homeCareMessages, questions: questionsOf(homeCareContent, (c) => c.faq) },
  {
    path: siteHref('/healthcheck'),
    messages: healthCheckupMessages,
    questions: questionsOf(healthCheckupContent, (content) => content.faq),
  },
  { path: siteHref('/blog'), messages: blogMessages },
  { path: siteHref('/gallery'), messages: galleryMessages },
  { path: siteHref('/testimonial'), messages: testimonialsPageMessages },
  { path: siteHref('/faq'), messages: faqMessages, questions: questionsOf(faqContent, (content) => content.questions) },
  { path: siteHref('/about'), messages: aboutMessages, questions: questionsOf(aboutContent, (c) => c.questions) },
];

/** The `./searchDocuments` expose: this remote's articles and pages, in `language`, for the shell's site search. */
export const loadSearchDocuments = (language: Language): Promise<SearchDocument[]> => loadDocuments(PAGES, language);
