import { useEffect, useSyncExternalStore } from 'react';
import type { Catalogue } from './defineCatalogue';
import { useLanguage } from './useLanguage';

/**
 * A catalogue in the page's language. The Hindi loads the first time it is needed; until it
 * arrives (a moment) the English shows.
 */
export function useCatalogue<En, Hi>(catalogue: Catalogue<En, Hi>): En | Hi {
  const { language } = useLanguage();
  const hindi = useSyncExternalStore(catalogue.subscribe, catalogue.hindi, catalogue.hindi);

  useEffect(() => {
    if (language === 'hi' && !hindi) void catalogue.loadHindi();
  }, [language, hindi, catalogue]);

  return language === 'hi' && hindi ? hindi : catalogue.en;
}
