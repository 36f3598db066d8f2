import type { FaqEntry, Feature, Stat, Step } from '../../components/page-sections';

/**
 * Everything the home care page says beyond its headings and buttons (messages.ts). The visits that
 * can be booked, with their prices, are the API's (`useCarePackages`); the care below is described
 * in words only.
 */
export interface HomeCareContent {
  intro: readonly string[];
  whyChoose: readonly Feature[];
  /** Shown four at first; View More shows the rest. */
  services: readonly Feature[];
  process: readonly Step[];
  whoNeeds: readonly string[];
  stats: readonly Stat[];
  faq: readonly FaqEntry[];
}
