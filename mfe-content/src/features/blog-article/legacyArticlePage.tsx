import { SiteRedirect, siteHref } from 'shared-ui';
import type { PageModule } from 'shared-ui';
import { POSTS, POST_TEXTS_EN } from '../../components/blog-posts';
import type { LegacyArticlePath } from '../../components/blog-posts';

/** The page behind one of the original site's article paths: it sends the reader to `/blog/{slug}`. */
export function legacyArticlePage(legacyPath: LegacyArticlePath): PageModule {
  const post = POSTS.find((candidate) => candidate.legacyPath === legacyPath);
  const text = post ? POST_TEXTS_EN[post.slug] : undefined;
  if (!post || !text) throw new Error(`No article answers ${legacyPath}`);
  const to = siteHref('/blog/:articleSlug', { articleSlug: post.slug });
  return {
    default: () => <SiteRedirect to={to} />,
    meta: { title: text.title, description: text.description },
  };
}
