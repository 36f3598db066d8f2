import { LANGUAGES } from '../i18n/languages';
import type { Language, LanguageTag } from '../i18n/languages';

export const SCHEMA_ORG = 'https://schema.org';

/** A JSON value, as `JSON.stringify` writes it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

/** One schema.org node: its type and properties (a reference by `@id` has no type). */
export interface JsonLdNode {
  '@type'?: string;
  '@id'?: string;
  [property: string]: JsonValue | undefined;
}

/** A node that stands alone in a page's `jsonLd` list: it names its vocabulary. */
export interface JsonLd extends JsonLdNode {
  '@context': typeof SCHEMA_ORG;
  '@type': string;
}

/**
 * A site path as the absolute URL search engines and link previews need: `siteUrl` is the public
 * origin from the run-time configuration (`SITE_URL`), never a request's Host header.
 */
export const absoluteUrl = (path: string, siteUrl: string): string => new URL(path, siteUrl).href;

/** `'en'` → `'en-IN'`: schema.org's `inLanguage` takes a BCP 47 tag. */
export const languageTag = (language: Language): LanguageTag => LANGUAGES[language].tag;

/** Properties whose value is unknown are left out, never written as `null` or an empty string. */
export function withoutEmpty<T extends JsonLdNode>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}
