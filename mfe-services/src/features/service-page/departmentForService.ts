import type { Department } from 'contract';

/** Words that say nothing about which department a service belongs to. */
const GENERIC_WORDS = new Set(['and', 'the', 'of', 'for', 'medicine', 'surgery', 'care', 'clinic', 'department']);

const wordsOf = (slug: string): string[] => slug.toLowerCase().split('-').filter(Boolean);

const distinctiveWordsOf = (slug: string): Set<string> =>
  new Set(wordsOf(slug).filter((word) => !GENERIC_WORDS.has(word)));

/**
 * The department that treats a service's patients: its booking button pre-selects it and its page
 * lists its doctors. Matched on slugs, which come from the English names and stay the same in every
 * language (the names arrive in the page's language). Services and departments are named
 * independently by the hospital (the service `accident-and-emergency` is run by
 * `emergency-medicine`, `bariatric-surgery` by `bariatric-and-laparoscopic-surgery`), so the rule is:
 * 1. a department with the service's own slug wins;
 * 2. otherwise the one department sharing the most distinctive words with the service's slug,
 *    where words any department might use ("medicine", "surgery", "care", "and") do not count;
 * 3. no shared word, or two departments sharing as many: none. The booking form then starts with
 *    no department chosen rather than a wrong guess (`full-body-health-checkup` has no department).
 */
export function departmentForService(serviceSlug: string, departments: readonly Department[]): Department | undefined {
  const slug = wordsOf(serviceSlug).join('-');
  const exact = departments.find((department) => wordsOf(department.slug).join('-') === slug);
  if (exact) return exact;

  const serviceWords = distinctiveWordsOf(serviceSlug);
  let best: Department | undefined;
  let bestScore = 0;
  let tied = false;
  for (const department of departments) {
    const score = [...distinctiveWordsOf(department.slug)].filter((word) => serviceWords.has(word)).length;
    if (score > bestScore) {
      best = department;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) {
      tied = true;
    }
  }
  return bestScore > 0 && !tied ? best : undefined;
}
