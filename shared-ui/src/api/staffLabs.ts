import type { LabHistoryEntry, LabRunRow, LabRunSheet } from 'contract';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance, as ./staffLeave takes it: this module is itself loaded on first use.
import { httpClient } from './http';

/**
 * The phlebotomist's run sheet (issue 47's Labs), a chunk of its own: the OPD day list never loads
 * it. The API decides who may call (401 `staffSignedOut`, 403 `staffRoleRefused`); a 400 names each
 * field in the ApiError's `fieldIssues`.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isRow = (data: unknown): data is LabRunRow =>
  isRecord(data) &&
  typeof data['reference'] === 'string' &&
  typeof data['version'] === 'number' &&
  typeof data['status'] === 'string' &&
  Array.isArray(data['tests']);
const isGroupList = (data: unknown) =>
  Array.isArray(data) &&
  data.every((group) => isRecord(group) && Array.isArray(group['bookings']) && group['bookings'].every(isRow));
const isSheet = (data: unknown): data is LabRunSheet =>
  isRecord(data) &&
  typeof data['date'] === 'string' &&
  isGroupList(data['lab_visits']) &&
  isGroupList(data['home_collections']);

const invalid = () => new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });

/** `GET /api/staff/labs/day/`: the day's lab visits by lab and home collections by pincode and window. */
export async function getLabRunSheet(date?: string): Promise<LabRunSheet> {
  try {
    const { data } = await fetchRead('/api/staff/labs/day/', date ? { date } : {});
    if (!isSheet(data)) throw invalid();
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * A mark's answer: the row marked, or a 409 with the row as it is now (`deskBookingStale` when
 * another desk marked it first, `deskStatusMove` or `labBeforeDay` when it cannot move that way).
 */
export type LabMarkAnswer =
  { outcome: 'changed'; booking: LabRunRow } | { outcome: 'conflict'; code: string; booking: LabRunRow };

export type LabMark = 'collected' | 'not-reached';

/** A 409 with the row as it is now, else null. */
function conflictOf(error: unknown): LabMarkAnswer | null {
  const response = (error as { isAxiosError?: boolean; response?: { status: number; data: unknown } } | null)?.response;
  if (!(error as { isAxiosError?: boolean } | null)?.isAxiosError || response?.status !== 409) return null;
  const body = isRecord(response.data) ? response.data : {};
  if (!isRow(body['booking'])) return null;
  return {
    outcome: 'conflict',
    code: typeof body['code'] === 'string' ? body['code'] : 'deskBookingStale',
    booking: body['booking'],
  };
}

async function postMark(reference: string, action: string, body: object): Promise<LabMarkAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(
      `/api/staff/labs/${encodeURIComponent(reference)}/${action}/`,
      body,
    );
    if (!isRow(data)) throw invalid();
    return { outcome: 'changed', booking: data };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `POST /api/staff/labs/:reference/collected|not-reached/` with the version the sheet gave. */
export function markLabBooking(reference: string, mark: LabMark, version: number): Promise<LabMarkAnswer> {
  return postMark(reference, mark, { version });
}

/** `POST /api/staff/labs/:reference/reset/` (OPD manager): the mark undone, and why. */
export function resetLabBooking(reference: string, input: { version: number; reason: string }): Promise<LabMarkAnswer> {
  return postMark(reference, 'reset', input);
}

/** `GET /api/staff/labs/:reference/history/`: every mark and staff view, newest first. */
export async function getLabBookingHistory(reference: string): Promise<LabHistoryEntry[]> {
  try {
    const { data } = await fetchRead(`/api/staff/labs/${encodeURIComponent(reference)}/history/`);
    if (!Array.isArray(data)) throw invalid();
    return data as LabHistoryEntry[];
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}
