import type { HospitalFactsAnswer } from 'contract';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import { ApiError } from './client';
import { getJson } from './client';

/**
 * `GET /api/hospital/facts/`: the hospital's facts as the admin last saved them (issue 48) and their
 * version. What a page server puts in force (`setHospitalFacts`) before it renders; public.
 */
export async function getHospitalFacts(): Promise<HospitalFactsAnswer> {
  const data = await getJson('/api/hospital/facts/');
  if (!isHospitalFacts(data)) throw new ApiError('Something went wrong', { isInvalidData: true });
  return data;
}

/** Every fact of the release's defaults, each of its type, and a version. */
export function isHospitalFacts(data: unknown): data is HospitalFactsAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    typeof record['version'] === 'number' &&
    Object.entries(HOSPITAL_FACT_DEFAULTS).every(([key, value]) => typeof record[key] === typeof value)
  );
}
