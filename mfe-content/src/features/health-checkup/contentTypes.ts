import type { FaqEntry, Feature, Stat, Step } from '../../components/page-sections';

/**
 * Everything the health checkup page says beyond its headings and buttons (messages.ts). The
 * packages, their tests and prices are the API's (`useCarePackages`), never repeated here.
 */
export interface HealthCheckupContent {
  intro: readonly string[];
  whyChoose: readonly Feature[];
  screening: readonly Feature[];
  process: readonly Step[];
  whoShould: readonly string[];
  stats: readonly Stat[];
  faq: readonly FaqEntry[];
}
