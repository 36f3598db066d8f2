import { useCallback } from 'react';
import { formatMessage } from './defineMessages';
import type { MessageCatalogue, MessageTexts, ValuesFor } from './defineMessages';
import { useCatalogue } from './useCatalogue';

/**
 * Looks a text up in the page's language and fills in its values: `t('slideOf', { index, count })`;
 * for plural forms `t('comments', { count })` picks the form for the count.
 */
export type Translate<M extends MessageTexts> = <K extends keyof M & string>(
  key: K,
  ...values: ValuesFor<M[K]>
) => string;

/**
 * A catalogue's texts in the page's language. Hindi texts load the first time they are needed;
 * until they arrive (a moment) the English ones show, with English plural rules.
 */
export function useMessages<M extends MessageTexts>(catalogue: MessageCatalogue<M>): Translate<M> {
  const texts: MessageTexts = useCatalogue(catalogue);
  const shown = texts === catalogue.en ? 'en' : 'hi';
  return useCallback(
    (key, ...values) => formatMessage(texts[key] ?? catalogue.en[key] ?? key, values[0], shown),
    [texts, catalogue, shown],
  ) as Translate<M>;
}
