import type { SearchWords } from 'contract/search-words';
import { getJson } from './client';
import { useApiQuery } from './query';

const NO_WORDS: SearchWords = { departments: {}, services: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The words patients type for each department and service, both languages in one answer. */
export async function getSearchWords(): Promise<SearchWords> {
  const data = await getJson('/api/service/search-words/');
  // An answer of another shape finds by names alone, as before the words came.
  return isRecord(data) && isRecord(data['departments']) && isRecord(data['services'])
    ? (data as unknown as SearchWords)
    : NO_WORDS;
}

/**
 * The site search's words, asked for only once `wanted` (a visitor has typed a query): never in a
 * page's HTML, nor fetched by a page no one searches.
 */
export function useSearchWords(wanted: boolean) {
  return useApiQuery(wanted ? ['search-words'] : null, getSearchWords);
}
