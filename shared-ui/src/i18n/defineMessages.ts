import { lazyCatalogue } from './defineCatalogue';
import type { Catalogue } from './defineCatalogue';
import { formatNumber } from './format';
import { LANGUAGES } from './languages';
import type { Language } from './languages';

/**
 * A text that depends on a number: one form per plural category of the language
 * (`Intl.PluralRules`), `other` always. English has `one` and `other`; Hindi's `one` covers 0 and 1.
 */
export type PluralForms = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** One text of a catalogue: a string with `{name}` where a value goes, or plural forms chosen by `{count}`. */
export type Message = string | PluralForms;

/** A catalogue's English texts: key → text or plural forms. */
export type MessageTexts = Readonly<Record<string, Message>>;

/** A catalogue of plain texts, key → text (no plural forms). */
export type Messages = Readonly<Record<string, string>>;

/** Another language's texts for a catalogue: every English key, and only those; plural forms where English has them. */
export type Translation<M extends MessageTexts> = {
  readonly [K in keyof M]: NonNullable<M[K]> extends string ? string : PluralForms;
};

/** The names of the `{placeholders}` in a text. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a text needs: none, or one per placeholder; plural forms need the number `count`. */
export type ValuesFor<Text extends Message> = Text extends string
  ? [Placeholders<Text>] extends [never]
    ? []
    : [values: Record<Placeholders<Text>, string | number>]
  : [
      values: { count: number } & Record<
        Exclude<Placeholders<Extract<Text[keyof Text], string>>, 'count'>,
        string | number
      >,
    ];

export type MessageCatalogue<M extends MessageTexts> = Catalogue<M, Translation<M>>;

/**
 * A package's texts: English inline and Hindi as a dynamic import fetched only when a visitor
 * chooses Hindi. The Hindi module's default export must have exactly the English keys, or this call
 * fails the type check.
 *
 * ```ts
 * export const bookingMessages = defineMessages({
 *   en: { greeting: 'Hello {name}', comments: { one: '{count} Comment', other: '{count} Comments' } },
 *   hi: () => import('./bookingMessages.hi'),
 * });
 * ```
 */
export function defineMessages<const M extends MessageTexts, H extends Translation<M>>(definition: {
  en: M;
  hi: () => Promise<{ default: H & { readonly [K in Exclude<keyof H, keyof M>]: never } }>;
}): MessageCatalogue<M> {
  return lazyCatalogue<M, Translation<M>>(definition);
}

/** Puts values into a text's `{placeholders}`; an unknown placeholder stays as written. */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of `count` in `language`: English 1 → one, 0 and 2 → other; Hindi 0 and 1 → one. */
export function pluralCategory(count: number, language: Language): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGES[language].tag);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A catalogue text in `language` with its values filled in: plural forms pick the one for `count`
 * (and show the count with the language's digit grouping).
 */
export function formatMessage(
  message: Message,
  values: Readonly<Record<string, string | number>> | undefined,
  language: Language,
): string {
  if (typeof message === 'string') return interpolate(message, values);
  const count = Number(values?.count);
  const form = message[pluralCategory(count, language)] ?? message.other;
  return interpolate(form, { ...values, count: formatNumber(count, language) });
}
