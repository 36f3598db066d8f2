/**
 * Long-form content (articles, FAQ answers, page prose, tables) as typed data, in English and in
 * Hindi. shared-ui's `defineMessages` holds short texts (key → string); a page's prose has lists,
 * tables and sections, so it is a typed object instead. English is inline (the default, in the
 * page's own chunk); the Hindi object is a dynamic import fetched only when a visitor chooses Hindi,
 * and must have the English object's type, so a missing section fails the type check.
 */
export interface ContentCatalogue<T> {
  readonly en: T;
  /** The Hindi content once loaded. */
  hindi(): T | undefined;
  /** Loads the Hindi content (once; a failed load may be tried again). */
  loadHindi(): Promise<T | undefined>;
  /** Called when the Hindi content arrives. */
  subscribe(listener: () => void): () => void;
}

export function defineContent<T>(definition: { en: T; hi: () => Promise<{ default: T }> }): ContentCatalogue<T> {
  let hindi: T | undefined;
  let loading: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  return {
    en: definition.en,
    hindi: () => hindi,
    loadHindi() {
      loading ??= definition.hi().then(
        (module) => {
          hindi = module.default;
          listeners.forEach((listener) => listener());
          return hindi;
        },
        (error: unknown) => {
          // The page stays in English; the next render in Hindi tries again.
          loading = undefined;
          console.error('Hindi content could not be loaded:', error instanceof Error ? error.message : error);
          return undefined;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
