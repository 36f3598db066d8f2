import { createContext } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import type { Language, LanguageTag } from './languages';

export interface LanguageState {
  language: Language;
  /** `en-IN` or `hi-IN`: for `Intl` and `lang` attributes. */
  locale: LanguageTag;
  /**
   * Shows the page in a language: on the site (SiteRouter), the same page at its address in that
   * language, the choice remembered in this browser.
   */
  setLanguage: (language: Language) => void;
  /** The language the page is moving into while the texts of the parts on screen load. */
  comingLanguage?: Language;
}

/** Outside a LanguageProvider (a component test, a widget on its own) everything reads English. */
export const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  locale: LANGUAGES[DEFAULT_LANGUAGE].tag,
  setLanguage: () => {
    console.error('setLanguage needs a LanguageProvider around the page');
  },
});
