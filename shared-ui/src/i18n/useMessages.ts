import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { interpolate } from './defineMessages';
import type { MessageCatalogue, Messages, ValuesFor } from './defineMessages';
import { useLanguage } from './useLanguage';

/** Looks a text up in the page's language and fills in its values: `t('slideOf', { index, count })`. */
export type Translate<M extends Messages> = <K extends keyof M & string>(key: K, ...values: ValuesFor<M[K]>) => string;

/**
 * A catalogue's texts in the page's language. Hindi texts load the first time they are needed;
 * until they arrive (a moment) the English ones show.
 */
export function useMessages<M extends Messages>(catalogue: MessageCatalogue<M>): Translate<M> {
  const { language } = useLanguage();
  const hindi = useSyncExternalStore(catalogue.subscribe, catalogue.hindi, catalogue.hindi);

  useEffect(() => {
    if (language === 'hi' && !hindi) void catalogue.loadHindi();
  }, [language, hindi, catalogue]);

  const texts: Readonly<Record<string, string>> = language === 'hi' && hindi ? hindi : catalogue.en;
  return useCallback(
    (key, ...values) => interpolate(texts[key] ?? catalogue.en[key] ?? key, values[0]),
    [texts, catalogue],
  ) as Translate<M>;
}
