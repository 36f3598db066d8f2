import type { FaqEntry, Feature, TableContent } from '../../components/page-sections';

/**
 * Everything the diabetes page says beyond its headings and buttons (messages.ts). The programmes,
 * what they include and their prices are the API's (`useCarePackages`), never repeated here.
 */
export interface DiabetesContent {
  intro: readonly string[];
  whyChoose: readonly Feature[];
  categories: readonly Feature[];
  technology: TableContent;
  /** Signs that call for an endocrinologist. */
  whenToSee: readonly string[];
  faq: readonly FaqEntry[];
}
