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
  /**
   * Every other word the page or article says, once each, space-separated: "dengue" finds the
   * article that mentions it. On a Hindi page the English page's words too.
   */
  words?: string;
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
  /** The catalogue of the page's body: each of its words finds the page. */
  content?: Catalogue<unknown, unknown>;
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

/** A page's questions from the very catalogue the page shows them from (its FAQ section's entries). */
export const questionsOf =
  <C>(catalogue: Catalogue<C>, pick: (content: C) => readonly FaqEntry[]): PageQuestions =>
  async (language) => ({ asked: pick(await inLanguage(catalogue, language)), inEnglish: pick(catalogue.en) });

/** Content fields that hold an address or a picture, not words. */
const NOT_WORDS = new Set(['href', 'src', 'image', 'images', 'icon', 'id', 'slug']);
const ADDRESS = /^(?:\/|https?:|data:|mailto:|tel:)|\.(?:svg|png|jpe?g|webp|webm)$/i;

/** Every text in a content value (strings in objects and lists), leaving out links and pictures. */
function textsOf(value: unknown, key = ''): string[] {
  if (NOT_WORDS.has(key)) return [];
  if (typeof value === 'string') return ADDRESS.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

/** The distinct words (letters and digits, in any script) of `texts`, lower case, space-separated. */
export function wordsOf(...texts: readonly unknown[]): string {
  const words = new Set<string>();
  for (const text of textsOf(texts)) {
    for (const word of text.toLocaleLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)) {
      if ([...word].length >= 2 && /\p{L}/u.test(word)) words.add(word);
    }
  }
  return [...words].join(' ');
}

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

/** The words of a page's body in `language`, and on a Hindi page the English body's too. */
async function pageWords(content: SearchablePage['content'], language: Language): Promise<string> {
  if (!content) return '';
  return language === 'en' ? wordsOf(content.en) : wordsOf(await inLanguage(content, language), content.en);
}

/** An article's body in a language (the blog article feature's loader, handed in by the app). */
export type ArticleBodyLoader = (slug: string, language: Language) => Promise<{ body: unknown }>;

/** The words of an article's body as the reader gets it in `language`, and the English body's too. */
async function articleWords(bodyOf: ArticleBodyLoader, slug: string, language: Language): Promise<string> {
  const english = await bodyOf(slug, 'en');
  if (language === 'en') return wordsOf(english.body);
  return wordsOf((await bodyOf(slug, language)).body, english.body);
}

/**
 * The articles and `pages` of this remote, in `language`, from the very texts the pages show: a
 * new article or a reworded heading is found without a second copy here. Run at build time
 * (src/app/searchIndex.ts): the site search fetches the result as data, not code.
 */
export async function buildSearchDocuments(
  pages: readonly SearchablePage[],
  articleBody: ArticleBodyLoader,
  language: Language,
): Promise<SearchDocument[]> {
  const [posts, pageTexts, pageQuestions, pageBodies, articleBodies] = await Promise.all([
    inLanguage(postTexts, language),
    Promise.all(pages.map((page) => inLanguage<PageTexts>(page.messages, language))),
    Promise.all(pages.map((page) => questionsIn(page.questions, language))),
    Promise.all(pages.map((page) => pageWords(page.content, language))),
    Promise.all(POSTS.map((post) => articleWords(articleBody, post.slug, language))),
  ]);
  const articles: SearchDocument[] = POSTS.flatMap((post, index) => {
    const text = posts?.[post.slug];
    if (!text) return [];
    return [
      {
        kind: 'article' as const,
        path: siteHref('/blog/:articleSlug', { articleSlug: post.slug }),
        title: text.title,
        description: text.description,
        keywords: [text.excerpt, ...post.tags],
        words: articleBodies[index] ?? '',
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
      words: pageBodies[index] ?? '',
    };
  });
  return [...pageDocuments, ...articles];
}
