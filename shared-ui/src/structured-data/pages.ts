import type { Language } from '../i18n/languages';
import { hospitalReference } from './hospital';
import { SCHEMA_ORG, absoluteUrl, languageTag, withoutEmpty } from './jsonLd';
import type { JsonLd, JsonLdNode } from './jsonLd';

export interface BreadcrumbItem {
  name: string;
  /** A site path, `/services/cardiology`. */
  path: string;
}

/** An inner page's trail, home first and the page itself last, as schema.org's `BreadcrumbList`. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  };
}

export interface MedicalWebPageInput {
  title: string;
  description: string;
  /** The page's site path. */
  path: string;
  /**
   * `YYYY-MM-DD`: the day the content was last medically reviewed, from the content itself; left
   * out where the content states no review (no review is claimed that the hospital did not date).
   */
  lastReviewed?: string;
  /** `YYYY-MM-DD`: the day the page's text last changed (its sitemap `lastmod`). */
  dateModified?: string;
  language: Language;
  siteUrl: string;
  /** What the page is about (a `MedicalProcedure`, a condition), when the content says so. */
  about?: JsonLdNode;
  /** schema.org specialty URLs (`medicalSpecialtiesOf`), when the page is one department's. */
  specialty?: readonly string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A page of health content as schema.org's `MedicalWebPage`, published by the hospital. */
export function medicalWebPageJsonLd(page: MedicalWebPageInput): JsonLd {
  for (const [property, date] of Object.entries({ lastReviewed: page.lastReviewed, dateModified: page.dateModified })) {
    if (date !== undefined && !ISO_DATE.test(date)) {
      throw new Error(`${property} must be YYYY-MM-DD, not "${date}" (${page.path})`);
    }
  }
  // A nested node needs no context of its own.
  const { '@context': _context, ...about } = (page.about ?? {}) as JsonLdNode;
  return withoutEmpty({
    '@context': SCHEMA_ORG,
    '@type': 'MedicalWebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path, page.siteUrl),
    inLanguage: languageTag(page.language),
    lastReviewed: page.lastReviewed,
    dateModified: page.dateModified,
    publisher: hospitalReference(page.siteUrl),
    about: page.about ? about : undefined,
    specialty: page.specialty ? [...page.specialty] : undefined,
  });
}
