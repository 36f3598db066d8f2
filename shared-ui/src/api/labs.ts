import type { Lab, LabTest } from 'contract';
import { useLanguage } from '../i18n/useLanguage';
import type { Language } from '../i18n/languages';
import { expectList, getJson } from './client';
import { useApiQuery } from './query';

/** The labs with their names in `language`. */
export async function getLabs(language: Language): Promise<Lab[]> {
  return expectList<Lab>(await getJson('/api/lab/lab/', { lang: language }));
}

const numberOrNaN = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * Other backends may name a test's fields differently: `name` for `test_name`,
 * `price` for `test_price`, and the lab as an object, `lab_id` or a raw value.
 */
export function normalizeLabTest(raw: Record<string, unknown>): LabTest | null {
  const labValue = raw.lab ?? raw.lab_id;
  const lab =
    typeof labValue === 'object' && labValue !== null
      ? numberOrNaN((labValue as Record<string, unknown>).id)
      : numberOrNaN(labValue);
  const id = numberOrNaN(raw.id);
  const testName = raw.test_name ?? raw.name;
  if (!Number.isFinite(id) || !Number.isFinite(lab) || typeof testName !== 'string') return null;
  const price = numberOrNaN(raw.test_price ?? raw.price);
  return { id, test_name: testName, test_price: Number.isFinite(price) ? price : 0, lab };
}

/** The tests with their names in `language`. */
export async function getLabTests(language: Language): Promise<LabTest[]> {
  const data = await getJson('/api/lab/lab-tests/', { lang: language });
  if (!Array.isArray(data)) return [];
  return data
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(normalizeLabTest)
    .filter((test): test is LabTest => test !== null);
}

/** The labs in the page's language. */
export function useLabs() {
  const { language } = useLanguage();
  return useApiQuery(['labs', language], () => getLabs(language));
}

/** The tests in the page's language. */
export function useLabTests() {
  const { language } = useLanguage();
  return useApiQuery(['lab-tests', language], () => getLabTests(language));
}
