import { defineMessages } from 'shared-ui/i18n';

export const articleMessages = defineMessages({
  en: {
    blog: 'Blog',
    breadcrumb: 'Breadcrumb',
    postedOn: 'Posted on',
    by: 'By {author}',
    readingTime: '{minutes} min read',
    loading: 'Loading article...',
    failed: 'This article could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    englishOnly: 'This article is not yet available in Hindi; it is shown in English.',
    relatedTitle: 'Where to go next',
    backToBlog: 'All articles',
    notFoundTitle: 'Article not found',
    notFoundText: 'We could not find that article. It may have moved; all our articles are on the blog.',
    disclaimer:
      'This article gives general health information and does not replace advice from a doctor who knows you. In an emergency, call 112.',
  },
  hi: () => import('./messages.hi'),
});
