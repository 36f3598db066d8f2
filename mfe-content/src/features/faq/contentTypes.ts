import type { FaqEntry } from '../../components/page-sections';

/** The FAQ page's eight questions (1 and 2 open at first) and the texts of its two support cards. */
export interface FaqContent {
  generalSupport: string;
  gettingStarted: string;
  questions: readonly FaqEntry[];
}
