import { SiteRedirect, pageMetaFrom, siteHref } from 'shared-ui';
import type { PageModule } from 'shared-ui';
import { POSTS, POST_TEXTS_EN, postTexts } from '../../components/blog-posts';
import type { LegacyArticlePath } from '../../components/blog-posts';

/** The page behind one of the original site's article paths: it sends the reader to `/blog/{slug}`. */
export function legacyArticlePage(legacyPath: LegacyArticlePath): PageModule {
  const post = POSTS.find((candidate) => candidate.legacyPath === legacyPath);
  const text = post ? POST_TEXTS_EN[post.slug] : undefined;
  if (!post || !text) throw new Error(`No article answers ${legacyPath}`);
  const to = siteHref('/blog/:articleSlug', { articleSlug: post.slug });
  return {
    default: () => <SiteRedirect to={to} />,
    // Titled as the article is, in the page's language, for the moment before the redirect.
    meta: pageMetaFrom(postTexts, (texts) => {
      const { title, description } = texts[post.slug] ?? text;
      return { title, description };
    }),
  };
}
