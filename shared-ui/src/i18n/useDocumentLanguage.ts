import { useEffect } from 'react';
import { LANGUAGES } from './languages';
import type { Language } from './languages';

/** Mirrors the page's language on `<html lang>`, so screen readers read it in the right voice. */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    document.documentElement.lang = LANGUAGES[language].tag;
  }, [language]);
}
