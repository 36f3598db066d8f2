/**
 * The site search's synonyms as the API serves them (`GET /api/service/search-words/`): the words
 * patients type for each speciality, kept by the hospital in its departments' and services' data.
 * The site finds with both languages' words whatever the page's language: an English page finds
 * "bukhar" and a Hindi page "fever".
 */

/**
 * Words in each language the site speaks: `en` English; `hi` Hindi in Devanagari, the English words
 * Hindi speakers write in it ("हार्ट"), and Hindi typed in Latin letters ("bukhar", "ghutna").
 */
export interface SearchWordsByLanguage {
  en: string[];
  hi: string[];
}

export interface SearchWords {
  /**
   * By department slug (the same in every language). They find the department's doctors, the
   * services it runs, and a department with no service of its own, which leads to booking with its doctors.
   */
  departments: Record<string, SearchWordsByLanguage>;
  /** By service slug: a service's own words (the health checkup, which no department runs), beside its department's. */
  services: Record<string, SearchWordsByLanguage>;
}
