import MiniSearch from 'minisearch';
import { serviceHref, siteHref } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import type { Doctor, Service } from 'contract';
import type { SearchWords, SearchWordsByLanguage } from 'contract/search-words';
import type { SearchResult, SearchResultType } from './searchSite';

/** An article or a page of a remote, as its `searchDocuments` module gives it. */
export interface ContentDocument {
  kind: 'article' | 'page';
  path: SiteHref;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's questions and their answers (its FAQ): each is found by its words and leads to the page. */
  questions?: readonly ContentQuestion[];
  /** Every other word of its body, space-separated: "dengue" finds the article that mentions it. */
  words?: string;
}

/** A question a page answers, as the page words it, and on a Hindi page as the English page does. */
export interface ContentQuestion {
  question: string;
  answer: string;
  inEnglish?: { question: string; answer: string };
}

export interface SiteIndexSources {
  services: readonly Service[];
  /** A service's names in the site's other languages, by slug: "ऑर्थोपेडिक्स" finds Orthopaedics on an English page. */
  serviceNamesElsewhere?: Readonly<Record<string, readonly string[]>>;
  doctors: readonly Doctor[];
  /**
   * The words patients type for each department and service, as the API keeps them (absent until
   * they arrive: then names alone find them). Both languages' words find, whatever the page's.
   */
  words?: SearchWords;
  /** Articles and pages from the content remote; fixed pages whose link they share are left out. */
  documents: readonly ContentDocument[];
  pages: readonly SearchResult[];
  /** The line under a department that has no service page: "Book with our Paediatrics doctors". */
  describeDepartment: (departmentName: string) => string;
}

export interface SiteIndex {
  search(query: string, limit?: number): SearchResult[];
}

interface IndexedDocument extends SearchResult {
  keywords: string;
  /** A doctor's bio: what they treat finds them, weighed less than their speciality's words. */
  about: string;
}

/**
 * Words that say nothing about what is wanted ("pain in the knee", "बच्चों के डॉक्टर"), and the same
 * little words of Hindi typed in Latin letters ("bacche ko bukhar").
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'my',
  'of',
  'on',
  'the',
  'to',
  'with',
  'का',
  'की',
  'के',
  'को',
  'में',
  'और',
  'से',
  'पर',
  'ka',
  'ki',
  'ke',
  'ko',
  'ne',
  'me',
  'mein',
  'se',
  'aur',
  'hai',
]);

/**
 * Lower case, and Devanagari spelt the way people type it: a nukta (ज़/ज) and a candrabindu
 * (ँ/ं) are often left out or swapped, so both spellings find the same word.
 */
const fold = (text: string): string =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');

export function normaliseTerm(term: string): string | null {
  return STOP_WORDS.has(term.toLocaleLowerCase()) ? null : fold(term);
}

/** A name or query folded for the substring rule: as `normaliseTerm` spells it, runs of spaces as one. */
export const foldForSubstring = (text: string): string => fold(text).replace(/\s+/g, ' ').trim();

/** Services rank above their doctors and pages for the same words: a visitor finds the department first. */
const TYPE_BOOST: Record<SearchResultType, number> = {
  service: 1.5,
  department: 1.4,
  doctor: 1,
  page: 1,
  article: 0.9,
};

/**
 * A page's question weighs less than the page itself: "emergency" finds the Emergency page, not a
 * question that names it; "cashless" finds the question, which no page title holds.
 */
const QUESTION_BOOST = 0.8;

const NO_WORDS: SearchWords = { departments: {}, services: {} };

/** The words kept for `slug`, in both languages; none for a slug with none (or a name like `constructor`). */
const wordsFor = (bySlug: Readonly<Record<string, SearchWordsByLanguage>>, slug: string): readonly string[] => {
  const words = Object.hasOwn(bySlug, slug) ? bySlug[slug] : undefined;
  return words ? [...words.en, ...words.hi] : [];
};

/**
 * Builds the site's search index, in the page's language, with MiniSearch: prefix matches as the
 * visitor types, one typo forgiven in longer words, and a title weighed above the words patients
 * use, which are weighed above a description.
 */
export function buildSiteIndex({
  services,
  serviceNamesElsewhere = {},
  doctors,
  words = NO_WORDS,
  documents,
  pages,
  describeDepartment,
}: SiteIndexSources): SiteIndex {
  const wordsOfDepartment = (slug: string) => wordsFor(words.departments, slug);
  // A service is found by its own words (one no department runs) and by its department's.
  const wordsOfService = (service: Service) => [
    ...wordsFor(words.services, service.slug),
    ...(service.department ? wordsOfDepartment(service.department.slug) : []),
  ];
  // A department with a service is found as that service; its doctors lead to booking with them.
  const departmentsWithService = new Set(services.flatMap((service) => service.department?.slug ?? []));

  const indexed: IndexedDocument[] = [];
  const add = (result: SearchResult, keywords: readonly string[], about = '') =>
    indexed.push({ ...result, keywords: keywords.join(' '), about });

  // The site's first rule (SPEC §2), kept beside the library's word matching: any part of a
  // service's name, in any language, finds it ("rthop", "paedics"), which prefixes and typos miss.
  const serviceNames: { id: string; names: string[] }[] = [];
  for (const service of services) {
    const elsewhere = serviceNamesElsewhere[service.slug] ?? [];
    const id = `service:${service.slug}`;
    serviceNames.push({ id, names: [service.name, ...elsewhere].map(foldForSubstring) });
    add(
      {
        id,
        type: 'service',
        title: service.name,
        link: serviceHref(service.slug),
        description: service.description,
      },
      [...elsewhere, ...wordsOfService(service)],
    );
  }

  const departments = new Map(doctors.map((doctor) => [doctor.department.id, doctor.department]));
  for (const department of departments.values()) {
    if (departmentsWithService.has(department.slug)) continue;
    add(
      {
        id: `department:${department.id}`,
        type: 'department',
        title: department.department_name,
        link: siteHref('/appointment', { query: { department: department.id } }),
        description: describeDepartment(department.department_name),
      },
      wordsOfDepartment(department.slug),
    );
  }

  for (const doctor of doctors) {
    add(
      {
        id: `doctor:${doctor.id}`,
        type: 'doctor',
        title: doctor.doctor_name,
        link: siteHref('/appointment', { query: { department: doctor.department.id, doctor: doctor.id } }),
        description: doctor.department.department_name,
      },
      [doctor.department.department_name, ...wordsOfDepartment(doctor.department.slug)],
      doctor.about,
    );
  }

  const contentLinks = new Set<string>(documents.map((document) => document.path));
  const questionIds = new Set<string>();
  for (const document of documents) {
    add(
      {
        id: `${document.kind}:${document.path}`,
        type: document.kind,
        title: document.title,
        link: document.path,
        description: document.description,
      },
      document.keywords,
      // Weighed least, as a doctor's bio is: a word in passing finds the page after what is named for it.
      document.words,
    );
    // On a Hindi page a question is found by its English words too ("insurance", "cashless"), its
    // English answer weighed least.
    (document.questions ?? []).forEach(({ question, answer, inEnglish }, number) => {
      const id = `question:${document.path}:${number}`;
      questionIds.add(id);
      add(
        { id, type: 'page', title: question, link: document.path, description: answer },
        inEnglish ? [inEnglish.question] : [],
        inEnglish?.answer,
      );
    });
  }
  for (const page of pages) {
    if (!contentLinks.has(page.link)) add(page, page.alsoKnownAs ?? []);
  }

  const byId = new Map(indexed.map((document) => [document.id, document]));
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'keywords', 'description', 'about'],
    processTerm: normaliseTerm,
    searchOptions: {
      boost: { title: 4, keywords: 3, description: 1, about: 0.5 },
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boostDocument: (id) =>
        TYPE_BOOST[byId.get(String(id))?.type ?? 'page'] * (questionIds.has(String(id)) ? QUESTION_BOOST : 1),
    },
  });
  miniSearch.addAll(indexed);

  return {
    search(query, limit = Infinity) {
      const folded = foldForSubstring(query);
      if (folded === '') return [];
      // Services whose name holds the query lead, in the library's order where it found them too:
      // a limited list (the box shows 6) never drops one.
      const ranked = miniSearch.search(query).map(({ id }) => String(id));
      const named = new Set(
        serviceNames.filter(({ names }) => names.some((name) => name.includes(folded))).map(({ id }) => id),
      );
      const order = [
        ...ranked.filter((id) => named.has(id)),
        ...[...named].filter((id) => !ranked.includes(id)),
        ...ranked.filter((id) => !named.has(id)),
      ];
      // A service and its topic page share a link: the better-ranked one stands for both.
      const seen = new Set<string>();
      const results: SearchResult[] = [];
      for (const id of order) {
        const document = byId.get(id);
        if (!document || seen.has(document.link)) continue;
        seen.add(document.link);
        const { keywords: _keywords, about: _about, ...result } = document;
        results.push(result);
        if (results.length >= limit) break;
      }
      return results;
    },
  };
}
