/**
 * The site search's documents, built with this remote's pages (Node; tooling's `prerender` writes
 * what `dataFiles` gives into dist/): every topic page's words, headings and questions, and every
 * article's, from the very catalogues the pages show. As data they cost the search page no code:
 * the shell fetches them when a visitor searches (the `./searchDocuments` expose).
 */
import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import { LANGUAGES } from 'shared-ui/i18n';
import type { Catalogue, Language } from 'shared-ui/i18n';
import type { FaqEntry } from '../components/page-sections';
import { aboutContent } from '../features/about/content';
import { aboutMessages } from '../features/about/messages';
import { loadArticleBody } from '../features/blog-article/bodies';
import { blogMessages } from '../features/blog/messages';
import { diabetesContent } from '../features/diabetes/content';
import { diabetesMessages } from '../features/diabetes/messages';
import { emergencyContent } from '../features/emergency/content';
import { emergencyMessages } from '../features/emergency/messages';
import { faqContent } from '../features/faq/content';
import { faqMessages } from '../features/faq/messages';
import { faqQuestions } from '../features/faq/questions';
import { galleryMessages } from '../features/gallery/messages';
import { healthCheckupContent } from '../features/health-checkup/content';
import { healthCheckupMessages } from '../features/health-checkup/messages';
import { homeCareContent } from '../features/home-care/content';
import { homeCareMessages } from '../features/home-care/messages';
import { buildSearchDocuments, questionsOf } from '../features/search-documents';
import type { SearchDocument, SearchablePage } from '../features/search-documents';
import { testimonialsPageMessages } from '../features/testimonials/messages';
import { searchIndexFile } from './searchIndexFile';

/** A topic page: its banner's catalogue, and its body's, whose FAQ section holds its questions. */
function topicPage<C extends { faq: readonly FaqEntry[] }>(
  path: SiteHref,
  messages: SearchablePage['messages'],
  content: Catalogue<C>,
): SearchablePage {
  return { path, messages, questions: questionsOf(content, (texts) => texts.faq), content };
}

/**
 * The pages the site search finds: each by its banner and headings, its questions and answers
 * ("insurance", "cashless") and every word of its body.
 */
const PAGES: readonly SearchablePage[] = [
  topicPage(siteHref('/emergency'), emergencyMessages, emergencyContent),
  topicPage(siteHref('/diabetes'), diabetesMessages, diabetesContent),
  topicPage(siteHref('/homecare'), homeCareMessages, homeCareContent),
  topicPage(siteHref('/healthcheck'), healthCheckupMessages, healthCheckupContent),
  { path: siteHref('/blog'), messages: blogMessages },
  { path: siteHref('/gallery'), messages: galleryMessages },
  { path: siteHref('/testimonial'), messages: testimonialsPageMessages },
  {
    path: siteHref('/faq'),
    messages: faqMessages,
    questions: questionsOf(faqQuestions, (entries) => entries),
    content: faqContent,
  },
  {
    path: siteHref('/about'),
    messages: aboutMessages,
    questions: questionsOf(aboutContent, (content) => content.questions),
    content: aboutContent,
  },
];

/** This remote's articles and pages in `language`, as the search indexes them. */
export const searchDocuments = (language: Language): Promise<SearchDocument[]> =>
  buildSearchDocuments(PAGES, loadArticleBody, language);

/** What the build writes: one file of documents per language. */
export const searchIndexFiles = async (): Promise<{ file: string; data: unknown }[]> =>
  Promise.all(
    (Object.keys(LANGUAGES) as Language[]).map(async (language) => ({
      file: searchIndexFile(language),
      data: await searchDocuments(language),
    })),
  );
