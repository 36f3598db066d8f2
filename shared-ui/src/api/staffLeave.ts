import type { LeaveDetail, LeaveEntry, LeaveHit, LeaveInput, LeaveSaved } from 'contract';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance, as ./staffAdmin takes it: this module is itself loaded on first use.
import { httpClient } from './http';

/**
 * The OPD manager's leave and closures (issue 48), a chunk of their own: reception's day list never
 * loads them. The API decides who may call (401 `staffSignedOut`, 403 `staffRoleRefused`); a 400
 * names each field in the ApiError's `fieldIssues`.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isEntry = (data: unknown): data is LeaveEntry =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['from'] === 'string' && 'doctor' in data;
const isHit = (data: unknown): data is LeaveHit =>
  isRecord(data) && typeof data['reference'] === 'string' && isRecord(data['channels']);
const isHits = (data: unknown): data is LeaveHit[] => Array.isArray(data) && data.every(isHit);
const isDetail = (data: unknown): data is LeaveDetail =>
  isRecord(data) && isEntry(data['leave']) && isHits(data['hits']) && Array.isArray(data['told']);

const invalid = () => new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });

/** `GET /api/staff/leave/`: leave and closures not yet over, soonest first. */
export async function getLeaveList(): Promise<LeaveEntry[]> {
  try {
    const { data } = await fetchRead('/api/staff/leave/');
    if (!Array.isArray(data) || !data.every(isEntry)) throw invalid();
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `POST /api/staff/leave/`: the leave saved (its days off at once) and the bookings it hits, none cancelled. */
export async function saveLeave(input: LeaveInput): Promise<LeaveSaved> {
  try {
    const { data } = await httpClient.post<unknown>('/api/staff/leave/', input);
    if (!isRecord(data) || !isEntry(data['leave']) || !isHits(data['hits'])) throw invalid();
    return { leave: data['leave'], hits: data['hits'] };
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `GET /api/staff/leave/:id/`: the bookings it still hits, and who it cancelled with how each was told. */
export async function getLeaveDetail(id: number): Promise<LeaveDetail> {
  try {
    const { data } = await fetchRead(`/api/staff/leave/${id}/`);
    if (!isDetail(data)) throw invalid();
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * A confirmation's answer: who was cancelled and told, or a 409 (`leaveHitsChanged`: the list changed
 * since it was shown; nothing cancelled) with the list as it is now, to show and confirm again.
 */
export type LeaveConfirmAnswer =
  { outcome: 'confirmed'; detail: LeaveDetail } | { outcome: 'changed'; hits: LeaveHit[] };

/** `POST /api/staff/leave/:id/confirm/`: cancels the bookings the manager saw and tells their patients. */
export async function confirmLeave(id: number, references: readonly string[]): Promise<LeaveConfirmAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(`/api/staff/leave/${id}/confirm/`, { references });
    if (!isDetail(data)) throw invalid();
    return { outcome: 'confirmed', detail: data };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } } | null)?.response;
    const body = response?.data;
    if (response?.status === 409 && isRecord(body) && isHits(body['hits'])) {
      return { outcome: 'changed', hits: body['hits'] };
    }
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `POST /api/staff/leave/:id/remove/`: its days open again; the bookings it cancelled stay cancelled. */
export async function removeLeave(id: number): Promise<void> {
  try {
    await httpClient.post(`/api/staff/leave/${id}/remove/`, {});
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}
