/** What a post's card and its article's head say, in one language. */
export interface PostText {
  title: string;
  /** The page's meta description. */
  description: string;
  excerpt: string;
  author: string;
  location: string;
  /** Alt texts of its two pictures. */
  imageAlts: readonly [string, string];
  /** Texts of the links to the related service and booking pages (posts.ts `related`). */
  relatedLinks: { service: string; booking: string };
}

/** Keyed by slug (posts.ts). */
export type PostTexts = Readonly<Record<string, PostText>>;
