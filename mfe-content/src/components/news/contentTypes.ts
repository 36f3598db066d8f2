export interface NewsItem {
  /** The day it was published, `YYYY-MM-DD`; shown in the page's language. */
  date: string;
  author: string;
  comments: number;
  title: string;
  description: string;
}
