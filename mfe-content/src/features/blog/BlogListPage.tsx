import { useSearchParams } from 'shared-ui/router';
import { PageBanner, SiteLink, pageMetaFrom, siteHref } from 'shared-ui';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { POSTS, isBlogTag, postTexts } from '../../components/blog-posts';
import { BlogCard } from './components/BlogCard';
import { BlogPagination } from './components/BlogPagination';
import { BlogSidebar } from './components/BlogSidebar';
import { blogMessages } from './messages';
import styles from './BlogListPage.module.css';

export const meta = pageMetaFrom(blogMessages, (texts) => ({ title: texts.title, description: texts.metaDescription }));

export default function BlogListPage() {
  const t = useMessages(blogMessages);
  const texts = useCatalogue(postTexts);
  const [params] = useSearchParams();
  const requested = params.get('tag');
  // An unknown tag in the address shows every post rather than an empty page.
  const tag = isBlogTag(requested) ? requested : null;
  const posts = tag ? POSTS.filter((post) => post.tags.includes(tag)) : POSTS;
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.layout}>
        <section className={styles.posts} aria-label={t('postsLabel')}>
          {tag ? (
            <div className={styles.filter}>
              <p className={styles.filterHeading}>{t('taggedHeading', { tag: t(`tag.${tag}`) })}</p>
              <SiteLink to={siteHref('/blog')}>{t('showAll')}</SiteLink>
            </div>
          ) : null}
          <ul className={styles.list}>
            {posts.map((post, index) => {
              const text = texts[post.slug];
              return text ? (
                <li key={post.slug}>
                  <BlogCard post={post} text={text} priority={index === 0} />
                </li>
              ) : null;
            })}
          </ul>
          <BlogPagination />
        </section>
        <BlogSidebar selectedTag={tag} />
      </div>
    </>
  );
}
