/**
 * An article's text: a lead, then sections, each under an h2. In a section a string is a
 * paragraph and a list of strings a bulleted list.
 */
export interface ArticleBody {
  lead: readonly string[];
  sections: readonly { heading: string; blocks: readonly (string | readonly string[])[] }[];
}
