import { useEffect, useMemo } from 'react';
import { useServices } from 'shared-ui';
import { searchSite } from './searchSite';
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
  const results = useMemo(() => searchSite(query, services ?? []), [query, services]);
  useEffect(() => onResults(results), [results, onResults]);
  return null;
}
