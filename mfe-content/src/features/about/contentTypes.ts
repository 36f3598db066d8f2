import type { SiteHref } from 'shared-ui';
import type { FaqEntry } from '../../components/page-sections';

/** Everything the about page says beyond its headings and buttons (messages.ts). */
export interface AboutContent {
  intro: readonly string[];
  /** The three questions of the accordion: lab charges, appointments, health checks. */
  questions: readonly FaqEntry[];
  specialities: readonly { name: string; href: SiteHref }[];
  /** What the hospital tour video shows, for anyone who cannot watch it. */
  videoDescription: readonly string[];
}
