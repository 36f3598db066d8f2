/**
 * The blog's articles, each reachable at `/blog/{slug}`; `legacyPath` is the address the original
 * site gave it, which still answers by sending the reader here. A new article is a new entry.
 */
export interface Article {
  slug: string;
  legacyPath?: '/blogpage' | '/blogpages' | '/blogpagecare' | '/blogpage4';
  title: string;
  description: string;
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'diagnostic-tests-you-should-know',
    legacyPath: '/blogpage',
    title: 'Diagnostic Tests You Should Know About',
    description: 'Which routine diagnostic tests matter, what they show and how to prepare for them.',
  },
  {
    slug: 'air-pollution-and-your-lungs',
    legacyPath: '/blogpages',
    title: 'Air Pollution and Your Lungs',
    description: 'How air pollution in the NCR affects the lungs and how to protect your family.',
  },
  {
    slug: 'critical-care-what-families-should-know',
    legacyPath: '/blogpagecare',
    title: 'Critical Care: What Families Should Know',
    description: 'What happens in the ICU and how families can support a patient in critical care.',
  },
  {
    slug: '24-7-emergency-care',
    legacyPath: '/blogpage4',
    title: '24/7 Emergency Care',
    description: 'When to come to the emergency department and what happens when you arrive.',
  },
];

export const articleBySlug = (slug: string | undefined): Article | undefined =>
  ARTICLES.find((article) => article.slug === slug);
