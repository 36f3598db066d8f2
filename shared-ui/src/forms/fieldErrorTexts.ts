import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FieldIssue } from 'contract';
import type * as Words from './fieldErrorMessages';
import { LANGUAGES, interpolate, useLanguage } from 'shared-ui/i18n';

/**
 * The error vocabulary's texts (English and Hindi) and its check, fetched at a form's first use
 * with its schema, not with the page: about 4.5 KB gzip that no page needs before a field is left,
 * a form is sent, or a call is refused.
 */
export type FieldErrorWords = typeof Words;

/**
 * A field's problem: a code of the contract's vocabulary, or a server's text that has none (said
 * as it came to English readers, as "check this field" to the others).
 */
export type FieldProblem = FieldIssue | string;

let words: FieldErrorWords | undefined;
let loading: Promise<FieldErrorWords> | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => words;
const noHindi = () => () => undefined;
const none = () => undefined;

/**
 * Fetches the texts (once; a failed fetch is tried again by the next call). On a page shown in
 * Hindi it waits for their Hindi too, so the first problem said is in Hindi, not English for a moment.
 */
export function loadFieldErrorTexts(): Promise<FieldErrorWords> {
  loading ??= import('./fieldErrorMessages').then(
    async (module) => {
      if (typeof document !== 'undefined' && document.documentElement.lang === LANGUAGES.hi.tag) {
        await module.fieldErrorMessages.loadHindi();
      }
      words = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The texts once fetched, else undefined; the component renders again when they come. */
export function useFieldErrorTexts(): FieldErrorWords | undefined {
  return useSyncExternalStore(subscribe, loaded, loaded);
}

/** The vocabulary's check of a problem come from elsewhere, once its texts are in (false before). */
export function isKnownFieldIssue(value: unknown): value is FieldIssue {
  return words?.isFieldIssue(value) ?? false;
}

/**
 * A code's text in the page's language, with its values; a text without a code as said above.
 * Empty until the texts have come: a form fetches them at its first use (before it can check or send
 * anything), and a part that may show a refusal before any form is used fetches them with its call.
 */
export function useFieldProblemText(): (problem: FieldProblem) => string {
  const { language } = useLanguage();
  const texts = useFieldErrorTexts();
  const catalogue = texts?.fieldErrorMessages;
  const hindi = useSyncExternalStore(catalogue?.subscribe ?? noHindi, catalogue?.hindi ?? none, none);
  useEffect(() => {
    if (catalogue && language === 'hi' && !hindi) void catalogue.loadHindi();
  }, [catalogue, language, hindi]);
  return useCallback(
    (problem: FieldProblem) => {
      if (!catalogue) return '';
      const shown: Readonly<Record<FieldIssue['code'], string>> = language === 'hi' && hindi ? hindi : catalogue.en;
      if (typeof problem !== 'string') return interpolate(shown[problem.code], problem.params);
      return language === 'en' ? problem : shown.checkField;
    },
    [catalogue, language, hindi],
  );
}
