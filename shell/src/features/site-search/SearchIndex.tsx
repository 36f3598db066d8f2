import { useEffect, useMemo } from 'react';
import type { SearchResult } from './searchSite';
import { useSiteIndex } from './useSiteIndex';

/** The search box shows this many of the best matches; the results page shows them all. */
const SUGGESTIONS = 6;

/**
 * What the search box finds for `query`. Loaded (with the search library) on the visitor's first
 * move towards the box; it renders nothing, handing its results to the box.
 */
export default function SearchIndex({
  query,
  onResults,
}: {
  query: string;
  onResults: (found: { results: readonly SearchResult[]; loading: boolean }) => void;
}) {
  const { index, loading } = useSiteIndex();
  const results = useMemo(() => index.search(query, SUGGESTIONS), [index, query]);
  useEffect(() => onResults({ results, loading }), [results, loading, onResults]);
  return null;
}
