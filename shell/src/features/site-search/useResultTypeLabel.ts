import { useMessages } from 'shared-ui/i18n';
import { searchMessages } from './searchMessages';
import type { SearchResultType } from './searchSite';

const TYPE_KEYS = {
  service: 'typeService',
  department: 'typeDepartment',
  doctor: 'typeDoctor',
  article: 'typeArticle',
  page: 'typePage',
} as const satisfies Record<SearchResultType, keyof (typeof searchMessages)['en']>;

/** What kind of result a line is, in the page's language: "Service", "डॉक्टर". */
export function useResultTypeLabel(): (type: SearchResultType) => string {
  const t = useMessages(searchMessages);
  return (type) => t(TYPE_KEYS[type]);
}
