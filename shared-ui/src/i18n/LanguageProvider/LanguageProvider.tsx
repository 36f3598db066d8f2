import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LanguageContext } from '../languageContext';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage } from '../languages';
import type { Language } from '../languages';

/** Storage can be unavailable (privacy modes, blocked cookies): the choice then lasts the visit. */
function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the page still switches.
  }
}

export interface LanguageProviderProps {
  children: ReactNode;
  /** Start in this language instead of the remembered one (tests, a page opened with ?lang=). */
  initialLanguage?: Language;
}

/**
 * Holds the page's language: the visitor's remembered choice or English, mirrored on `<html lang>`
 * so screen readers pronounce the page in the right voice.
 */
export function LanguageProvider({ children, initialLanguage }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(
    () => initialLanguage ?? storedLanguage() ?? DEFAULT_LANGUAGE,
  );

  useEffect(() => {
    document.documentElement.lang = LANGUAGES[language].tag;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, locale: LANGUAGES[language].tag, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
