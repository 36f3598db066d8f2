/**
 * This remote's pages as HTML, at build (Node; tooling's `prerender` step calls these): every page of
 * its route table. The forms render their first state, their choices (departments, doctors, labs,
 * tests: public reference data) filled from the API the build is pointed at; nothing personal is
 * ever in the HTML: the server's session is "unknown" (shared-ui's useSession), so the account pages
 * show what a visitor's live page shows before the API has said who is signed in.
 */
import { siteHref } from 'shared-ui';
import { configureApi } from 'shared-ui/host';
import type { Language } from 'shared-ui/i18n';
import {
  getLabTests,
  getLabs,
  pagesInEveryLanguage,
  prerenderRemotePage,
  routePathOf,
  searchMetaOf,
} from 'shared-ui/server';
import type { PrerenderApi } from 'shared-ui/server';
import { hospitalJsonLd, medicalTestJsonLd } from 'shared-ui/structured-data';
import type { JsonLd } from 'shared-ui/structured-data';
import { pages } from './routes';

/** The page server puts the hospital's facts read from the API in force for this module's renders. */
export { setHospitalFacts } from 'contract/hospital';

/**
 * When these pages' texts or the reference data their forms list (the API's seed: departments,
 * doctors, labs, tests) last changed (git log of src/features, src/components and
 * api/src/db/seed): the sitemap's `lastmod`. The API gives no date of change, so move it with either.
 */
export const CONTENT_LAST_CHANGED = '2026-11-25';

export interface BookingPage {
  path: string;
  lang: Language;
}

/** The pages a search may list; sign-in, account and look-up pages are nobody's search result. */
const INDEXABLE: ReadonlySet<string> = new Set([
  siteHref('/appointment'),
  siteHref('/blood-test'),
  siteHref('/contact'),
]);

const robotsOf = (path: string) => (INDEXABLE.has(path) ? 'index, follow' : 'noindex');

export async function listPages(_api: PrerenderApi): Promise<BookingPage[]> {
  return pagesInEveryLanguage(Object.keys(pages));
}

/** Each test the lab page books, with its price, as a `MedicalTest` with an offer in rupees. */
async function labTestsJsonLd(lang: Language, siteUrl: string): Promise<JsonLd[]> {
  const [labs, tests] = await Promise.all([getLabs(lang), getLabTests(lang)]);
  const labById = new Map(labs.map((lab) => [lab.id, lab]));
  return tests.flatMap((test) => {
    const lab = labById.get(test.lab);
    return lab ? [medicalTestJsonLd(test, lab, siteUrl)] : [];
  });
}

/** The page's own schema.org nodes: the hospital where visitors look for how to reach it, the tests. */
async function jsonLdOf(page: BookingPage, siteUrl: string): Promise<JsonLd[]> {
  const path = routePathOf(page);
  if (path === siteHref('/contact')) return [hospitalJsonLd(page.lang, siteUrl)];
  if (path === siteHref('/blood-test')) return labTestsJsonLd(page.lang, siteUrl);
  return [];
}

/**
 * The pages that show what the desk changes (issue 48: the page server renders only these again): the
 * appointment form lists the doctors, the lab page its tests and their prices; the hospital's facts,
 * or a subject this build does not know, show anywhere: every page.
 */
const PAGES_SHOWING: Readonly<Record<string, ReadonlySet<string>>> = {
  doctor: new Set([siteHref('/appointment')]),
  package: new Set([siteHref('/blood-test')]),
  test: new Set([siteHref('/blood-test')]),
};

/** Of the pages listed, those that show any of the catalogue's changed subjects. */
export async function pagesShowing(subjects: readonly string[], listed: BookingPage[]): Promise<BookingPage[]> {
  const shown = subjects.map((subject) => PAGES_SHOWING[subject.split(':')[0] ?? '']);
  if (shown.some((paths) => paths === undefined)) return listed;
  return listed.filter((page) => shown.some((paths) => paths?.has(routePathOf(page))));
}

export async function renderPage(page: BookingPage, api: PrerenderApi) {
  // The lab page's tests are read again for its JSON-LD, from the API its render reads.
  configureApi({ apiUrl: api.apiUrl, mediaUrl: api.publicApiUrl });
  const rendered = await prerenderRemotePage(pages, page, api);
  return {
    html: rendered.html,
    data: rendered.data,
    meta: await searchMetaOf({
      pages,
      page,
      rendered,
      siteUrl: api.siteUrl,
      lastmod: CONTENT_LAST_CHANGED,
      robots: robotsOf(routePathOf(page)),
      jsonLd: await jsonLdOf(page, api.siteUrl),
    }),
  };
}
