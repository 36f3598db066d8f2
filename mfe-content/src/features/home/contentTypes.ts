/**
 * The longer texts of the home page's sections below the hero (fetched with them); the hero's are
 * in heroContent.ts, headings, labels and buttons in messages.ts and heroMessages.ts.
 */
export interface HomeContent {
  about: readonly string[];
  /** Mission, History, Vision, Success: each a name and a tagline. */
  values: readonly { name: string; tagline: string }[];
  ambulance: { title: string; text: string };
}
