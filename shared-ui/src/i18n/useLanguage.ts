import { useContext } from 'react';
import { LanguageContext } from './languageContext';
import type { LanguageState } from './languageContext';

/** The page's language, its locale tag, and the switch to change it. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
