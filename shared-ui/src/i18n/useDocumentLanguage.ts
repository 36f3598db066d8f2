import { useEffect } from 'react';
import { LANGUAGES } from './languages';
import type { Language } from './languages';

/** Mirrors the page's language on `<html lang>`, so screen readers read it in the right voice. */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    const tag = LANGUAGES[language].tag;
    // Written only when it changes: every write has the browser re-check each element's language
    // (`:lang()`), which on a page the server wrote in this language would be work for nothing.
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }, [language]);
}
