/** A catalogue's English texts: key → text, with `{name}` where a value goes. */
export type Messages = Readonly<Record<string, string>>;

/** Another language's texts for a catalogue: every English key, and only those. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

/** The names of the `{placeholders}` in a text. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a text needs: none, or one per placeholder. */
export type ValuesFor<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [values: Record<Placeholders<Text>, string | number>];

export interface MessageCatalogue<M extends Messages> {
  readonly en: M;
  /** The Hindi texts once loaded. */
  hindi(): Translation<M> | undefined;
  /** Loads the Hindi texts (once; a failed load may be tried again). */
  loadHindi(): Promise<Translation<M> | undefined>;
  /** Called when the Hindi texts arrive. */
  subscribe(listener: () => void): () => void;
}

/**
 * A package's texts: English inline (the default, in the first page) and Hindi as a dynamic import
 * fetched only when a visitor chooses Hindi. The Hindi module's default export must have exactly
 * the English keys, or this call fails the type check.
 *
 * ```ts
 * export const bookingMessages = defineMessages({
 *   en: { greeting: 'Hello {name}' },
 *   hi: () => import('./bookingMessages.hi'),
 * });
 * ```
 */
export function defineMessages<const M extends Messages, H extends Translation<M>>(definition: {
  en: M;
  hi: () => Promise<{ default: H & { readonly [K in Exclude<keyof H, keyof M>]: never } }>;
}): MessageCatalogue<M> {
  let hindi: Translation<M> | undefined;
  let loading: Promise<Translation<M> | undefined> | undefined;
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
}

/** Puts values into a text's `{placeholders}`; an unknown placeholder stays as written. */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
