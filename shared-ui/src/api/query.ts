import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

export type QueryStatus = 'loading' | 'error' | 'success';

export interface QueryResult<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** Fetch again, e.g. from a Retry button. */
  retry: () => void;
}

interface QueryState {
  status: QueryStatus;
  data: unknown;
  error: unknown;
}

interface Entry {
  state: QueryState;
  inFlight: boolean;
  listeners: Set<() => void>;
}

const WAITING: QueryState = { status: 'loading', data: undefined, error: undefined };

/**
 * Answers kept by key for the visit. The site's reference data changes rarely: an answer is not
 * fetched again on focus, reconnect or remount; a failure is, when something asks for it again.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: WAITING, inFlight: false, listeners: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private update(entry: Entry, state: QueryState): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }

  subscribe(key: string, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  stateOf(key: string): QueryState {
    return this.entries.get(key)?.state ?? WAITING;
  }

  /** Fetches unless an answer is in or a fetch is under way; `again` fetches anyway (Retry). */
  load(key: string, fetcher: () => Promise<unknown>, { again = false } = {}): void {
    const entry = this.entry(key);
    if (entry.inFlight || (entry.state.status === 'success' && !again)) return;
    entry.inFlight = true;
    if (entry.state.status === 'error' || again) this.update(entry, { ...WAITING, data: entry.state.data });
    fetcher().then(
      (data) => {
        entry.inFlight = false;
        this.update(entry, { status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        entry.inFlight = false;
        this.update(entry, { status: 'error', data: undefined, error });
      },
    );
  }
}

/** The page's one cache; tests give each render its own (shared-ui/testing's FreshDataCache). */
export const QueryCacheContext = createContext(new QueryCache());

const noSubscription = () => () => undefined;

/**
 * One cached, de-duplicated read per key (the header, search and services page share the list),
 * reduced to the three states every screen shows. A null key waits.
 */
export function useApiQuery<T>(key: readonly unknown[] | null, fetcher: () => Promise<T>): QueryResult<T> {
  const cache = useContext(QueryCacheContext);
  const hash = key === null ? null : JSON.stringify(key);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  const subscribe = useCallback(
    (listener: () => void) => (hash === null ? noSubscription() : cache.subscribe(hash, listener)),
    [cache, hash],
  );
  const state = useSyncExternalStore(subscribe, () => (hash === null ? WAITING : cache.stateOf(hash)));

  useEffect(() => {
    if (hash !== null) cache.load(hash, () => latestFetcher.current());
  }, [cache, hash]);

  const retry = useCallback(() => {
    if (hash !== null) cache.load(hash, () => latestFetcher.current(), { again: true });
  }, [cache, hash]);

  return { status: state.status, data: state.data as T | undefined, error: state.error, retry };
}
