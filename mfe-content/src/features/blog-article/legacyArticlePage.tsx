import { SiteRedirect, siteHref } from 'shared-ui';
import type { PageModule } from 'shared-ui';
import { ARTICLES } from './articles';
import type { Article } from './articles';

/** The page behind one of the original site's article paths: it sends the reader to `/blog/{slug}`. */
export function legacyArticlePage(legacyPath: NonNullable<Article['legacyPath']>): PageModule {
  const article = ARTICLES.find((candidate) => candidate.legacyPath === legacyPath);
  if (!article) throw new Error(`No article answers ${legacyPath}`);
  const to = siteHref('/blog/:articleSlug', { articleSlug: article.slug });
  return {
    default: () => <SiteRedirect to={to} />,
    meta: { title: article.title, description: article.description },
  };
}
