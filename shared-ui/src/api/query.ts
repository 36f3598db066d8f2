import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';

/** The site's reference data changes rarely: no refetch on focus, no silent retries. */
const QUERY_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export type QueryStatus = 'loading' | 'error' | 'success';

export interface QueryResult<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** Fetch again, e.g. from a Retry button. */
  retry: () => void;
}

/**
 * One cached, de-duplicated read per key (the header, search and services page share the list),
 * reduced to the three states every screen shows. A null key waits.
 */
export function useApiQuery<T>(key: readonly unknown[] | null, fetcher: () => Promise<T>): QueryResult<T> {
  const { data, error, isLoading, mutate } = useSWR<T>(key, fetcher, QUERY_OPTIONS);
  const status: QueryStatus = error ? 'error' : isLoading || data === undefined ? 'loading' : 'success';
  return {
    status,
    data,
    error,
    retry: () => {
      void mutate();
    },
  };
}
