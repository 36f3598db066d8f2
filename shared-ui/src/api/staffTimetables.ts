import type { DoctorTimetables, TimetableChange, TimetableInput } from 'contract';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance, as ./staffAdmin takes it: this module is itself loaded on first use.
import { httpClient } from './http';

/**
 * The OPD manager's timetable calls (issue 48), a chunk of their own: reception's day list never
 * loads them. The API decides who may call (401 `staffSignedOut`, 403 `staffRoleRefused`); a 400
 * names each field by its path (`sessions[2].end_time`) in the ApiError's `fieldIssues`.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isTimetables = (data: unknown): data is DoctorTimetables =>
  isRecord(data) &&
  typeof data['version'] === 'number' &&
  isRecord(data['doctor']) &&
  Array.isArray(data['scheduled']) &&
  (data['current'] === null || isRecord(data['current']));
const isChange = (data: unknown): data is TimetableChange =>
  isRecord(data) && typeof data['id'] === 'string' && Array.isArray(data['before']) && Array.isArray(data['after']);

const doctorPath = (doctorId: number) => `/api/staff/timetables/${doctorId}/`;

/** `GET /api/staff/timetables/:doctorId/`: today's timetable, those saved for later, and the version. */
export async function getDoctorTimetables(doctorId: number): Promise<DoctorTimetables> {
  try {
    const { data } = await fetchRead(doctorPath(doctorId));
    if (!isTimetables(data)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `GET /api/staff/timetables/:doctorId/history/`: the saves, newest first. */
export async function getTimetableHistory(doctorId: number): Promise<TimetableChange[]> {
  try {
    const { data } = await fetchRead(`${doctorPath(doctorId)}history/`);
    if (!Array.isArray(data) || !data.every(isChange))
      throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * A save's answer: the timetables as saved, or a 409 (`timetableStale`: another manager saved first)
 * with them as they are now, so the editor shows them and keeps the manager's edits.
 */
export type TimetableSaveAnswer =
  | { outcome: 'saved'; timetables: DoctorTimetables }
  | { outcome: 'conflict'; code: string; timetables: DoctorTimetables };

/** `POST /api/staff/timetables/:doctorId/`: the week's sessions from `effective_from`, with the version read. */
export async function saveDoctorTimetable(doctorId: number, input: TimetableInput): Promise<TimetableSaveAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(doctorPath(doctorId), input);
    if (!isTimetables(data)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return { outcome: 'saved', timetables: data };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } } | null)?.response;
    const body = response?.data;
    if (response?.status === 409 && isRecord(body) && isTimetables(body['timetables'])) {
      const code = typeof body['code'] === 'string' ? body['code'] : 'timetableStale';
      return { outcome: 'conflict', code, timetables: body['timetables'] };
    }
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}
