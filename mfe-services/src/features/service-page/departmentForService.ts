import type { Department } from 'shared-ui';

/** Words that say nothing about which department a service belongs to. */
const GENERIC_WORDS = new Set(['and', 'the', 'of', 'for', 'medicine', 'surgery', 'care', 'clinic', 'department']);

const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const distinctiveWordsOf = (name: string): Set<string> =>
  new Set(wordsOf(name).filter((word) => !GENERIC_WORDS.has(word)));

/**
 * The department that treats a service's patients: its booking button pre-selects it and its page
 * lists its doctors. Services and departments are named independently by the hospital (the service
 * "Accident & Emergency" is run by "Emergency Medicine", "Bariatric Surgery" by "Bariatric &
 * Laparoscopic Surgery"), so the rule is:
 * 1. a department with the service's own name (ignoring case, and "&" read as "and") wins;
 * 2. otherwise the one department sharing the most distinctive words with the service's name,
 *    where words any department might use ("medicine", "surgery", "care", "and") do not count;
 * 3. no shared word, or two departments sharing as many: none. The booking form then starts with
 *    no department chosen rather than a wrong guess ("Full Body Health Checkup" has no department).
 */
export function departmentForService(serviceName: string, departments: readonly Department[]): Department | undefined {
  const name = wordsOf(serviceName).join(' ');
  const exact = departments.find((department) => wordsOf(department.department_name).join(' ') === name);
  if (exact) return exact;

  const serviceWords = distinctiveWordsOf(serviceName);
  let best: Department | undefined;
  let bestScore = 0;
  let tied = false;
  for (const department of departments) {
    const score = [...distinctiveWordsOf(department.department_name)].filter((word) => serviceWords.has(word)).length;
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
