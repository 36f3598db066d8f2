import { LANGUAGE_STORAGE_KEY, isLanguage } from './languages';
import type { Language } from './languages';

/**
 * The language the visitor last chose with the switch, or null. Storage can be unavailable (privacy
 * modes, blocked cookies): the choice then lasts the visit.
 */
export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the page still switches.
  }
}
