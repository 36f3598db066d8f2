import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from 'shared-ui/i18n';
import type { ContentCatalogue } from './defineContent';

/**
 * A catalogue's content in the page's language. The Hindi content loads the first time it is
 * needed; until it arrives (a moment) the English shows.
 */
export function useContent<T>(catalogue: ContentCatalogue<T>): T {
  const { language } = useLanguage();
  const hindi = useSyncExternalStore(catalogue.subscribe, catalogue.hindi, catalogue.hindi);

  useEffect(() => {
    if (language === 'hi' && !hindi) void catalogue.loadHindi();
  }, [language, hindi, catalogue]);

  return language === 'hi' && hindi ? hindi : catalogue.en;
}
