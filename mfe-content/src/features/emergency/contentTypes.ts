import type { FaqEntry, Feature, Stat, Step, TableContent } from '../../components/page-sections';

/**
 * Everything the emergency page says beyond its headings and buttons (those are in messages.ts).
 * Phone numbers and the address are not written here: the page reads them from contract/hospital.
 */
export interface EmergencyContent {
  /** "What to do now", the first thing on the page. */
  actNow: {
    callTitle: string;
    /** Before the numbers: "Call 112, India's emergency number, or our emergency department". */
    callText: string;
    ambulanceText: string;
    cprText: string;
    addressTitle: string;
  };
  intro: readonly string[];
  whyChoose: readonly Feature[];
  services: readonly (Feature & { signs: readonly string[] })[];
  infrastructure: TableContent;
  journey: readonly Step[];
  specialists: readonly Feature[];
  whenToVisit: {
    intro: string;
    signs: readonly string[];
    notEmergency: string;
  };
  stats: readonly Stat[];
  faq: readonly FaqEntry[];
  cta: { title: string; text: string };
}
