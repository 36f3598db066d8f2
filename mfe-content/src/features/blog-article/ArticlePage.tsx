import { useParams } from 'shared-ui/router';
import { PageInProgress, titleFromSlug } from 'shared-ui';
import type { PageMetaSource } from 'shared-ui';
import { articleBySlug } from './articles';

export const meta: PageMetaSource = ({ params }) => {
  const article = articleBySlug(params.articleSlug);
  return {
    title: article?.title ?? titleFromSlug(params.articleSlug),
    description: article?.description ?? 'Health articles from our doctors.',
  };
};

export default function ArticlePage() {
  const { articleSlug } = useParams();
  const article = articleBySlug(articleSlug);
  return <PageInProgress heading={article?.title ?? 'Article not found'} />;
}
