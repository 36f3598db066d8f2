import { createContext, use, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { dequal } from 'dequal/lite';

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
  /** Seeded from the server's HTML: shown at once, fetched again by the first `load`. */
  stale: boolean;
  /** Server mode: settles (never rejects) once the entry's first fetch has answered. */
  settled: Promise<void> | undefined;
  listeners: Set<() => void>;
}

const WAITING: QueryState = { status: 'loading', data: undefined, error: undefined };

export interface QueryCacheOptions {
  /**
   * For a render on the server (the prerender): `useApiQuery` suspends until its answer is in, so
   * `prerenderToNodeStream` waits for the data and the HTML holds it (or the error state).
   */
  server?: boolean;
}

/**
 * Answers kept by key for the visit. The site's reference data changes rarely: an answer is not
 * fetched again on focus, reconnect or remount; a failure is, when something asks for it again.
 */
export class QueryCache {
  readonly server: boolean;
  private readonly entries = new Map<string, Entry>();

  constructor({ server = false }: QueryCacheOptions = {}) {
    this.server = server;
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: WAITING, inFlight: false, stale: false, settled: undefined, listeners: new Set() };
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

  /**
   * Fetches unless an answer is in or a fetch is under way; `again` fetches anyway (Retry). A
   * seeded (stale) answer stays shown while it is fetched again once, and stays if that fails.
   */
  load(key: string, fetcher: () => Promise<unknown>, { again = false } = {}): Promise<void> {
    const entry = this.entry(key);
    const refresh = entry.stale && entry.state.status === 'success';
    if (entry.inFlight || (entry.state.status === 'success' && !again && !refresh)) return Promise.resolve();
    entry.inFlight = true;
    entry.stale = false;
    if (!refresh && (entry.state.status === 'error' || again))
      this.update(entry, { ...WAITING, data: entry.state.data });
    return fetcher().then(
      (data) => {
        entry.inFlight = false;
        // A refresh that brings the answer already shown (the server's, as a rule) changes nothing on
        // screen, so its readers are not told: each would render its part of the page again, and a
        // store's update renders at once, in one task, as the page comes to life.
        if (entry.state.status === 'success' && dequal(entry.state.data, data)) return;
        this.update(entry, { status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        entry.inFlight = false;
        if (!refresh) this.update(entry, { status: 'error', data: undefined, error });
      },
    );
  }

  /**
   * Server mode: the one promise per key that `useApiQuery` suspends on, settled when the first
   * fetch has answered either way (a failure renders the error state, it does not fail the render).
   */
  settled(key: string, fetcher: () => Promise<unknown>): Promise<void> {
    const entry = this.entry(key);
    entry.settled ??= this.load(key, fetcher);
    return entry.settled;
  }

  /** The successful answers by key hash, for the prerendered page's data script. */
  dehydrate(): Record<string, unknown> {
    const answers: Record<string, unknown> = {};
    for (const [key, { state }] of this.entries) {
      if (state.status === 'success') answers[key] = state.data;
    }
    return answers;
  }

  /**
   * Answers the server rendered the page with: shown at once (no loading state), and fetched again
   * in the background by their first `load`. A key already answered or being fetched keeps its own.
   */
  seed(answers: Record<string, unknown>): void {
    for (const [key, data] of Object.entries(answers)) {
      const entry = this.entry(key);
      if (entry.inFlight || entry.state.status === 'success') continue;
      entry.stale = true;
      this.update(entry, { status: 'success', data, error: undefined });
    }
  }
}

/** The page's one cache; tests give each render its own (shared-ui/testing's FreshDataCache). */
const pageQueryCache = new QueryCache();
export const QueryCacheContext = createContext(pageQueryCache);

/**
 * The answers the server rendered the page with (its `data-page-data` script), for the page's
 * host before its first render: the live page shows them at once and refreshes them.
 */
export function seedPageData(answers: Record<string, unknown>): void {
  pageQueryCache.seed(answers);
}

const noSubscription = () => () => undefined;

/**
 * One cached, de-duplicated read per key (the header, search and services page share the list),
 * reduced to the three states every screen shows. A null key waits. On a server-mode cache the
 * render waits for the answer instead of showing the loading state.
 */
export function useApiQuery<T>(key: readonly unknown[] | null, fetcher: () => Promise<T>): QueryResult<T> {
  const cache = useContext(QueryCacheContext);
  const hash = key === null ? null : JSON.stringify(key);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  if (cache.server && hash !== null) use(cache.settled(hash, fetcher));

  const subscribe = useCallback(
    (listener: () => void) => (hash === null ? noSubscription() : cache.subscribe(hash, listener)),
    [cache, hash],
  );
  const snapshot = () => (hash === null ? WAITING : cache.stateOf(hash));
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (hash !== null) void cache.load(hash, () => latestFetcher.current());
  }, [cache, hash]);

  const retry = useCallback(() => {
    if (hash !== null) void cache.load(hash, () => latestFetcher.current(), { again: true });
  }, [cache, hash]);

  return { status: state.status, data: state.data as T | undefined, error: state.error, retry };
}
