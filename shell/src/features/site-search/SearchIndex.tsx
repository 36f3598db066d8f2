import { useEffect, useMemo } from 'react';
import { useServices } from 'shared-ui';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { searchMessages } from './searchMessages';
import { SEARCHABLE_PAGES, searchSite } from './searchSite';
import type { SearchResult } from './searchSite';

/**
 * What the search box finds for `query`: the services list (asked of the API now, not with the
 * page) and the fixed pages. Loaded on the visitor's first move towards the search box; it renders
 * nothing, handing its results to the box.
 */
export default function SearchIndex({
  query,
  onResults,
}: {
  query: string;
  onResults: (results: readonly SearchResult[]) => void;
}) {
  const { data: services } = useServices();
  const { language } = useLanguage();
  const t = useMessages(searchMessages);
  // In Hindi the pages show Hindi titles and are found by either language's.
  const pages = useMemo(
    () =>
      language === 'en'
        ? SEARCHABLE_PAGES
        : SEARCHABLE_PAGES.map((page) => ({
            ...page,
            title: t(page.titleKey),
            alsoKnownAs: [page.title],
          })),
    [language, t],
  );
  const results = useMemo(() => searchSite(query, services ?? [], pages), [query, services, pages]);
  useEffect(() => onResults(results), [results, onResults]);
  return null;
}
