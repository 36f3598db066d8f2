import { siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Language, MessageCatalogue, MessageTexts } from 'shared-ui/i18n';
import { POSTS, postTexts } from '../../components/blog-posts';

/** One page of this remote as the shell's site search indexes it, in one language. */
export interface SearchDocument {
  kind: 'article' | 'page';
  path: SiteHref;
  title: string;
  description: string;
  /** More words that find it: an article's excerpt and tags, a page's section headings. */
  keywords: readonly string[];
}

type PageTexts = MessageTexts & { title: string; subtitle?: string };

/** A page to find, with the catalogue its banner and headings come from. */
export interface SearchablePage {
  path: SiteHref;
  messages: MessageCatalogue<PageTexts>;
}

/** The catalogue in `language`; English where the Hindi cannot be loaded. */
async function inLanguage<T>(catalogue: { en: T; loadHindi(): Promise<T | undefined> }, language: Language) {
  return language === 'hi' ? ((await catalogue.loadHindi()) ?? catalogue.en) : catalogue.en;
}

/** A page's section headings (`…Title` keys) find it too: "ambulance", "packages", "programmes". */
const headings = (texts: PageTexts): string[] =>
  Object.entries(texts)
    .filter(([key]) => key.endsWith('Title'))
    .flatMap(([, text]) => (typeof text === 'string' ? [text] : []));

/**
 * The articles and `pages` of this remote, in `language`, from the very texts the pages show: a
 * new article or a reworded heading is found without a second copy here.
 */
export async function loadSearchDocuments(
  pages: readonly SearchablePage[],
  language: Language,
): Promise<SearchDocument[]> {
  const [posts, ...pageTexts] = await Promise.all([
    inLanguage(postTexts, language),
    ...pages.map((page) => inLanguage<PageTexts>(page.messages, language)),
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
    };
  });
  return [...pageDocuments, ...articles];
}
