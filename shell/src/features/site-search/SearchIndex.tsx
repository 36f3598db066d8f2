import { useEffect, useMemo } from 'react';
import { isRedFlag } from '../../components/EmergencyFirst/redFlags';
import type { SearchResult } from './searchSite';
import { useSiteIndex } from './useSiteIndex';

/** The box shows it above the suggestions when `redFlag`; it comes in this chunk, ready by then. */
export { EmergencyFirst } from '../../components/EmergencyFirst/EmergencyFirst';

/** What the box is handed: the best matches, and whether the words name a red-flag symptom. */
export interface SearchFound {
  results: readonly SearchResult[];
  loading: boolean;
  redFlag: boolean;
}

/** The search box shows this many of the best matches; the results page shows them all. */
const SUGGESTIONS = 6;

/**
 * What the search box finds for `query`, and whether it should say to call for help first. Loaded
 * (with the search library) on the visitor's first move towards the box; it renders nothing,
 * handing its results to the box.
 */
export default function SearchIndex({ query, onResults }: { query: string; onResults: (found: SearchFound) => void }) {
  const { index, loading } = useSiteIndex(query.trim() !== '');
  const results = useMemo(() => index.search(query, SUGGESTIONS), [index, query]);
  const redFlag = useMemo(() => isRedFlag(query), [query]);
  useEffect(() => onResults({ results, loading, redFlag }), [results, loading, redFlag, onResults]);
  return null;
}
