import { LANGUAGES } from './languages';

/**
 * A catalogue: its English (inline, the default, in the first page) and its Hindi, a dynamic import
 * fetched only when a visitor chooses Hindi. Short texts (`defineMessages`) and a page's typed prose
 * (articles, FAQ answers, tables) are both catalogues.
 */
export interface Catalogue<En, Hi = En> {
  readonly en: En;
  /** The Hindi once loaded. */
  hindi(): Hi | undefined;
  /** Loads the Hindi (once; a failed load may be tried again). */
  loadHindi(): Promise<Hi | undefined>;
  /** Called when the Hindi arrives. */
  subscribe(listener: () => void): () => void;
}

/** Every catalogue defined in the page so far: the shell's, and each remote's once its code is in. */
const definedCatalogues = new Set<Catalogue<unknown, unknown>>();

/**
 * Loads the Hindi of every catalogue defined so far, all at once (never fails: a catalogue whose
 * Hindi fails stays in English and says so). A page the server wrote in Hindi is then rendered live
 * in Hindi from its first commit, not in English until each part's Hindi arrives.
 */
export async function loadEveryHindi(): Promise<void> {
  await Promise.all([...definedCatalogues].map((catalogue) => catalogue.loadHindi()));
}

/**
 * A part's code, then, on a page shown in Hindi, the Hindi of every catalogue defined so far (the
 * part's own among them): the part renders in Hindi at once, not in English until its texts arrive.
 */
export async function withPageTexts<T>(code: Promise<T>): Promise<T> {
  const loaded = await code;
  if (typeof document !== 'undefined' && document.documentElement.lang === LANGUAGES.hi.tag) await loadEveryHindi();
  return loaded;
}

/** The loader behind every catalogue; `defineCatalogue` and `defineMessages` say what Hindi must be. */
export function lazyCatalogue<En, Hi>(definition: { en: En; hi: () => Promise<{ default: Hi }> }): Catalogue<En, Hi> {
  let hindi: Hi | undefined;
  let loading: Promise<Hi | undefined> | undefined;
  const listeners = new Set<() => void>();
  const catalogue: Catalogue<En, Hi> = {
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
          // The page stays in English; choosing Hindi again retries.
          loading = undefined;
          console.error('Hindi texts could not be loaded:', error instanceof Error ? error.message : error);
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
  definedCatalogues.add(catalogue);
  return catalogue;
}

/**
 * Typed content in both languages: the Hindi module's default export must have the English's type
 * `T`, so a missing section fails the type check.
 *
 * ```ts
 * export const faqContent = defineCatalogue<FaqContent>({ en, hi: () => import('./content.hi') });
 * ```
 */
export function defineCatalogue<T>(definition: { en: T; hi: () => Promise<{ default: NoInfer<T> }> }): Catalogue<T> {
  return lazyCatalogue(definition);
}
