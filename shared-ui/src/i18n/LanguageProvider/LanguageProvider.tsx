import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LanguageContext } from '../languageContext';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import type { Language } from '../languages';
import { useDocumentLanguage } from '../useDocumentLanguage';

export type LanguageProviderProps = { children: ReactNode } & (
  | {
      /** The language it starts in, switched in place; English when left out. */
      initialLanguage?: Language;
      language?: never;
      switchLanguage?: never;
      comingLanguage?: never;
    }
  | {
      initialLanguage?: never;
      /** The page's language, decided by its caller (the site's router: by the address)… */
      language: Language;
      /** …which the switch asks to change… */
      switchLanguage: (language: Language) => void;
      /** …and the language it is moving into, while the texts load. */
      comingLanguage?: Language;
    }
);

/**
 * The page's language for everything inside, mirrored on `<html lang>`. The site's router gives it
 * the address's language (shared-ui/host's SiteRouter); a component test or the prerender give a
 * language to start in. Nothing here reads the visitor's remembered choice: English HTML must never
 * be rendered over in Hindi.
 */
export function LanguageProvider({
  children,
  initialLanguage,
  language,
  switchLanguage,
  comingLanguage,
}: LanguageProviderProps) {
  const [ownLanguage, setOwnLanguage] = useState<Language>(initialLanguage ?? DEFAULT_LANGUAGE);
  const shown = language ?? ownLanguage;
  const setLanguage = switchLanguage ?? setOwnLanguage;
  useDocumentLanguage(shown);
  const value = useMemo(
    () => ({ language: shown, locale: LANGUAGES[shown].tag, setLanguage, comingLanguage }),
    [shown, setLanguage, comingLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
