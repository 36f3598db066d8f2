import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Catalogue, Language, MessageCatalogue, MessageTexts } from 'shared-ui/i18n';
import { POSTS, postTexts } from '../../components/blog-posts';
import type { FaqEntry } from '../../components/page-sections';

/** One page of this remote as the shell's site search indexes it, in one language. */
export interface SearchDocument {
  kind: 'article' | 'page';
  path: SiteHref;
  title: string;
  description: string;
  /** More words that find it: an article's excerpt and tags, a page's section headings. */
  keywords: readonly string[];
  /** A page's questions and answers: "insurance", "cashless", "बीमा" find the question that answers them. */
  questions?: readonly SearchQuestion[];
}

/** A question as the page asks and answers it, and on a Hindi page as the English page does. */
export interface SearchQuestion {
  question: string;
  answer: string;
  inEnglish?: { question: string; answer: string };
}

type PageTexts = MessageTexts & { title: string; subtitle?: string };

/** A page to find, with the catalogue its banner and headings come from. */
export interface SearchablePage {
  path: SiteHref;
  messages: MessageCatalogue<PageTexts>;
  /** Where the page's questions are (its FAQ section), from the same content the page shows. */
  questions?: PageQuestions;
}

/** A page's questions in a language, and in English (every question of the site is a `FaqEntry`). */
export type PageQuestions = (
  language: Language,
) => Promise<{ asked: readonly FaqEntry[]; inEnglish: readonly FaqEntry[] }>;

/** The catalogue in `language`; English where the Hindi cannot be loaded. */
async function inLanguage<T>(catalogue: { en: T; loadHindi(): Promise<T | undefined> }, language: Language) {
  return language === 'hi' ? ((await catalogue.loadHindi()) ?? catalogue.en) : catalogue.en;
}

/** A page's section headings (`…Title` keys) find it too: "ambulance", "packages", "programmes". */
const headings = (texts: PageTexts): string[] =>
  Object.entries(texts)
    .filter(([key]) => key.endsWith('Title'))
    .flatMap(([, text]) => (typeof text === 'string' ? [text] : []));

/** A page's questions from the very catalogue the page shows them from (its `questions` module). */
export const questionsOf =
  (questions: Catalogue<readonly FaqEntry[]>): PageQuestions =>
  async (language) => ({ asked: await inLanguage(questions, language), inEnglish: questions.en });

const answerOf = (entry: FaqEntry): string => entry.answer.join(' ');

/** A page's questions in `language`; on a Hindi page each is found by its English words too. */
async function questionsIn(questions: PageQuestions | undefined, language: Language): Promise<SearchQuestion[]> {
  if (!questions) return [];
  const { asked, inEnglish: english } = await questions(language);
  return asked.map((entry, index) => {
    const inEnglish = english[index];
    const question = { question: entry.question, answer: answerOf(entry) };
    return language === 'en' || !inEnglish
      ? question
      : { ...question, inEnglish: { question: inEnglish.question, answer: answerOf(inEnglish) } };
  });
}

/**
 * The articles and `pages` of this remote, in `language`, from the very texts the pages show: a
 * new article or a reworded heading is found without a second copy here.
 */
export async function loadSearchDocuments(
  pages: readonly SearchablePage[],
  language: Language,
): Promise<SearchDocument[]> {
  const [posts, pageTexts, pageQuestions] = await Promise.all([
    inLanguage(postTexts, language),
    Promise.all(pages.map((page) => inLanguage<PageTexts>(page.messages, language))),
    Promise.all(pages.map((page) => questionsIn(page.questions, language))),
  ]);
  const articles: SearchDocument[] = POSTS.flatMap((post) => {
    const text = posts?.[post.slug];
    if (!text) return [];
    return [
      {
        kind: 'article' as const,
        path: siteHref('/blog/:articleSlug', { articleSlug: post.slug }),
        title: text.title,
        description: text.description,
        keywords: [text.excerpt, ...post.tags],
      },
    ];
  });
  const pageDocuments: SearchDocument[] = pages.map((page, index) => {
    const texts = pageTexts[index] ?? page.messages.en;
    return {
      kind: 'page',
      path: page.path,
      title: texts.title,
      description: texts.subtitle ?? '',
      keywords: headings(texts),
      questions: pageQuestions[index] ?? [],
    };
  });
  return [...pageDocuments, ...articles];
}
