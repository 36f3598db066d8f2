import type { ReactNode } from 'react';
import type { SiteHref } from 'shared-ui';

/** The shapes of content the page sections render; each page's typed content data uses them. */

/** A titled point with a sentence or two (why-choose cards, services, categories). */
export interface Feature {
  title: string;
  text: string;
}

/** A figure and what it counts ("24 x 7", "Emergency team on duty"). */
export interface Stat {
  value: string;
  label: string;
}

/** One step of a process, in order. */
export interface Step {
  title: string;
  text: string;
}

/** A question and its answer, each answer one or more paragraphs, and pages of the site to go on to. */
export interface FaqEntry {
  question: string;
  answer: readonly string[];
  links?: readonly { label: string; href: SiteHref }[];
}

/**
 * A table with a header row and a header cell leading each row (`scope="row"`), so a screen reader
 * names both when it reads a cell.
 */
export interface TableContent {
  caption: string;
  /** Column headers, the first one heading the row headers' column. */
  columns: readonly string[];
  /** Cells are text in content data; a page building its table from the API may mark them up. */
  rows: readonly { header: string; cells: readonly ReactNode[] }[];
}
