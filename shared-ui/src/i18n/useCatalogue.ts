import { use, useEffect, useSyncExternalStore } from 'react';
import { useServerRender } from '../hooks/useServerRender';
import type { Catalogue } from './defineCatalogue';
import { useLanguage } from './useLanguage';

/**
 * A catalogue in the page's language. The Hindi loads the first time it is needed; until it
 * arrives (a moment) the English shows. On the server a Hindi page waits for it instead, so its
 * HTML is in Hindi.
 */
export function useCatalogue<En, Hi>(catalogue: Catalogue<En, Hi>): En | Hi {
  const { language } = useLanguage();
  const onServer = useServerRender();
  const loaded = useSyncExternalStore(catalogue.subscribe, catalogue.hindi, catalogue.hindi);
  // On the server `use` runs on every render of a Hindi page, loaded or not: React pairs a replayed
  // `use` with its promise by call order, so one skipped once its texts came would hand the next
  // catalogue's `use` this one's texts. loadHindi gives the same promise each time.
  const hindi = language === 'hi' && onServer ? use(catalogue.loadHindi()) : loaded;

  useEffect(() => {
    if (language === 'hi' && !hindi) void catalogue.loadHindi();
  }, [language, hindi, catalogue]);

  return language === 'hi' && hindi ? hindi : catalogue.en;
}
