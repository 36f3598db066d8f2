import type { HospitalFactsInput, StaffHospitalFacts } from 'contract';
import { HOSPITAL_FACT_DEFAULTS } from 'contract/hospital';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance, as ./staffAdmin takes it: this module is itself loaded on first use.
import { httpClient } from './http';

/**
 * The admin's editor of the hospital's facts (issue 48), a chunk of its own. The API decides who may
 * call (401 `staffSignedOut`, 403 `staffRoleRefused`); a 400 names each field in the ApiError's
 * `fieldIssues`.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';
const PATH = '/api/staff/hospital-facts/';

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
/** Every fact of the release's defaults, each of its type. */
const isHospitalFacts = (data: Record<string, unknown>) =>
  Object.entries(HOSPITAL_FACT_DEFAULTS).every(([key, value]) => typeof data[key] === typeof value);
const isStaffFacts = (data: unknown): data is StaffHospitalFacts => {
  if (!isRecord(data) || typeof data['version'] !== 'number' || !isHospitalFacts(data)) return false;
  const { updated_at: at, updated_by: by } = data as Record<string, unknown>;
  return (at === null || typeof at === 'string') && (by === null || isRecord(by));
};

/** `GET /api/staff/hospital-facts/`: the facts, the version a save names, and who saved them when. */
export async function getStaffHospitalFacts(): Promise<StaffHospitalFacts> {
  try {
    const { data } = await fetchRead(PATH);
    if (!isStaffFacts(data)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * A save's answer: `factsSaved` with the facts as saved, or a 409 (`factsStale`: another admin saved
 * first) with them as they are now, so the editor shows them and keeps the admin's edits.
 */
export type HospitalFactsSaveAnswer =
  | { outcome: 'saved'; code: string; facts: StaffHospitalFacts }
  | { outcome: 'conflict'; code: string; facts: StaffHospitalFacts };

/** `POST /api/staff/hospital-facts/`: every fact, with the version read. */
export async function saveHospitalFacts(input: HospitalFactsInput): Promise<HospitalFactsSaveAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(PATH, input);
    if (!isRecord(data) || !isStaffFacts(data['facts']))
      throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return {
      outcome: 'saved',
      code: typeof data['code'] === 'string' ? data['code'] : 'factsSaved',
      facts: data['facts'],
    };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } } | null)?.response;
    const body = response?.data;
    if (response?.status === 409 && isRecord(body) && isStaffFacts(body['facts'])) {
      const code = typeof body['code'] === 'string' ? body['code'] : 'factsStale';
      return { outcome: 'conflict', code, facts: body['facts'] };
    }
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}
