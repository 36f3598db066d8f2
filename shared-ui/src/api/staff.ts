import type {
  DeskBooking,
  DeskBookingInput,
  DeskRescheduleInput,
  DeskCancelInput,
  DeskDay,
  DeskHistoryEntry,
  DeskJoinHow,
  DeskResetInput,
  StaffEnrolled,
  StaffEnrolment,
  StaffEnrolmentCompleteInput,
  StaffMember,
  StaffSessionInfo,
  StaffSignInInput,
} from 'contract';
import { ApiError, apiUrl, fetchRead, ReadFailure, toApiError } from './client';
// The client's axios instance (base URL, cookies, time limit): this module is itself loaded on
// first use, so it takes it directly, with DELETE, which the entry's apiClient has no need of.
import { httpClient } from './http';

/**
 * The staff desk's calls (issue 47), apart from patients' accounts: the staff session is its own
 * HttpOnly cookie, sent only to `/api/staff`, so nothing here sees or keeps it. Every call fails
 * with an ApiError whose `status` and `code` say what to show.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

async function send<T>(method: 'post' | 'delete', path: string, body?: unknown): Promise<T> {
  try {
    const { data } =
      method === 'delete' ? await httpClient.delete<T>(path) : await httpClient.post<T>(path, body ?? {});
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** An answer that must be a staff member: a page never shows half of one. */
function expectStaff(data: StaffMember | null | undefined): StaffMember {
  if (typeof data?.id !== 'number' || typeof data.email !== 'string' || typeof data.role !== 'string') {
    throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
  }
  return data;
}

/** `POST /api/staff/enrolment/`: whose link it is, and the TOTP secret; 404 when unknown, used or expired. */
export async function getStaffEnrolment(token: string): Promise<StaffEnrolment> {
  const data = await send<StaffEnrolment>('post', '/api/staff/enrolment/', { token });
  if (typeof data?.totp?.secret !== 'string' || typeof data.email !== 'string') {
    throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
  }
  return data;
}

/** `POST /api/staff/enrolment/complete/`: signed in (the API sets the cookie), with the recovery codes shown once. */
export async function completeStaffEnrolment(input: StaffEnrolmentCompleteInput): Promise<StaffEnrolled> {
  const data = await send<StaffEnrolled>('post', '/api/staff/enrolment/complete/', input);
  if (!Array.isArray(data?.recovery_codes)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
  return { staff: expectStaff(data.staff), recovery_codes: data.recovery_codes };
}

/** `POST /api/staff/session/`: 401 alike for any wrong part, 429 while slowed. */
export async function signInStaff(input: StaffSignInInput): Promise<StaffMember> {
  return expectStaff((await send<{ staff: StaffMember }>('post', '/api/staff/session/', input))?.staff);
}

/** `GET /api/staff/session/`: who is signed in to the desk, or null (401). Other failures throw. */
export async function getStaffSession(): Promise<StaffMember | null> {
  try {
    const answer = await fetchRead('/api/staff/session/');
    return expectStaff((answer.data as { staff?: StaffMember } | null)?.staff);
  } catch (error) {
    if (error instanceof ReadFailure && error.answer?.status === 401) return null;
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `DELETE /api/staff/session/`: ends this session; the API clears the cookie. */
export async function signOutStaff(): Promise<void> {
  await send<unknown>('delete', '/api/staff/session/');
}

/** `GET /api/staff/sessions/`: the signed-in member's sessions, this one marked `current`. */
export async function getStaffSessions(): Promise<StaffSessionInfo[]> {
  try {
    const { data } = await fetchRead('/api/staff/sessions/');
    const sessions = Array.isArray(data) ? data : (data as { sessions?: unknown } | null)?.sessions;
    if (!Array.isArray(sessions)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return sessions as StaffSessionInfo[];
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `DELETE /api/staff/sessions/:id/`: signs one of the member's other sessions out. */
export async function endStaffSession(id: string): Promise<void> {
  await send<unknown>('delete', `/api/staff/sessions/${encodeURIComponent(id)}/`);
}

/** A booking row the API answered: a page never shows half of one. */
function expectDeskBooking(data: unknown): DeskBooking {
  const row = data as DeskBooking | null | undefined;
  if (typeof row?.reference !== 'string' || typeof row.version !== 'number' || typeof row.status !== 'string') {
    throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
  }
  return row;
}

/** The body of a refused write, when the API answered one. */
function refusalBody(error: unknown): { status: number; body: Record<string, unknown> } | null {
  const response = (error as { isAxiosError?: boolean; response?: { status: number; data: unknown } } | null)?.response;
  if (!(error as { isAxiosError?: boolean } | null)?.isAxiosError || !response) return null;
  const body = typeof response.data === 'object' && response.data !== null ? response.data : {};
  return { status: response.status, body: body as Record<string, unknown> };
}

/** What `/api/staff/day/` is asked: the day (today in the hospital's zone when absent), a doctor, a search. */
export interface DeskDayQuery {
  date?: string | undefined;
  doctor?: number | undefined;
  q?: string | undefined;
}

/** `GET /api/staff/day/`: the day's OPD list per doctor and sitting, with the counts. */
export async function getDeskDay(query: DeskDayQuery = {}): Promise<DeskDay> {
  const params: Record<string, string | number> = {};
  if (query.date) params['date'] = query.date;
  if (query.doctor !== undefined) params['doctor'] = query.doctor;
  if (query.q?.trim()) params['q'] = query.q.trim();
  try {
    const { data } = await fetchRead('/api/staff/day/', params);
    const day = data as DeskDay | null;
    if (typeof day?.date !== 'string' || !Array.isArray(day.doctors)) {
      throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    }
    return day;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * A status change's answer: the row changed, or a 409 with the row as it is now (`deskBookingStale`
 * when another desk changed it first, `deskStatusMove` when it cannot move that way). Other
 * refusals fail with an ApiError.
 */
export type DeskChangeAnswer =
  { outcome: 'changed'; booking: DeskBooking } | { outcome: 'conflict'; code: string; booking: DeskBooking };

/** The status changes the desk makes with a `{version}` body. */
export type DeskSimpleAction = 'arrive' | 'no-show' | 'complete';

/** A 409 with the row as it is now (`deskBookingStale`, `deskStatusMove`), else null. */
function conflictOf(error: unknown): DeskChangeAnswer | null {
  const refusal = refusalBody(error);
  if (refusal?.status !== 409 || !refusal.body['booking']) return null;
  const code = typeof refusal.body['code'] === 'string' ? refusal.body['code'] : 'deskBookingStale';
  return { outcome: 'conflict', code, booking: expectDeskBooking(refusal.body['booking']) };
}

const postChange = async (reference: string, action: string, body: object): Promise<DeskChangeAnswer> => {
  const { data } = await httpClient.post<unknown>(
    `/api/staff/bookings/${encodeURIComponent(reference)}/${action}/`,
    body,
  );
  return { outcome: 'changed', booking: expectDeskBooking(data) };
};

async function changeBooking(reference: string, action: string, body: object): Promise<DeskChangeAnswer> {
  try {
    return await postChange(reference, action, body);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `POST /api/staff/bookings/:reference/arrive|no-show|complete/` with the version the desk read. */
export async function changeDeskBooking(
  reference: string,
  action: DeskSimpleAction,
  version: number,
): Promise<DeskChangeAnswer> {
  return changeBooking(reference, action, { version });
}

/** `POST /api/staff/bookings/:reference/cancel/`: who asked (patient, doctor, hospital) and a note. */
export async function cancelDeskBooking(reference: string, input: DeskCancelInput): Promise<DeskChangeAnswer> {
  return changeBooking(reference, 'cancel', input);
}

/** What the desk sends of an online booking's joining details: a meeting link, or a call at the booked time. */
export interface DeskJoiningRequest {
  version: number;
  how: DeskJoinHow;
  link?: string;
  /** Sent already: send them again (the patient is told once more). */
  resend?: boolean;
}

/**
 * `POST /api/staff/bookings/:reference/join/`: an online booking's joining details, told to the
 * patient; a 409 (`deskJoinSent`, `deskJoinNotOnline`, stale) with the row as it is now.
 */
export async function sendJoiningDetails(reference: string, input: DeskJoiningRequest): Promise<DeskChangeAnswer> {
  return changeBooking(reference, 'join', input);
}

/** `POST /api/staff/bookings/:reference/reset/` (OPD manager): the status to set, and why. */
export async function resetDeskBooking(reference: string, input: DeskResetInput): Promise<DeskChangeAnswer> {
  return changeBooking(reference, 'reset', input);
}

/**
 * A counter booking's answer: made, or the slot was taken meanwhile (409 `slot_taken`) with the
 * doctor's next free slot that day (null when none). Other refusals fail with an ApiError, a 400's
 * field issues on it.
 */
export type DeskBookingAnswer =
  | { outcome: 'booked'; booking: DeskBooking }
  | { outcome: 'slot_taken'; next_free: { date: string; slot_start: string } | null };

/** A 409 `slot_taken`'s answer, with the doctor's next free slot it names (null when none or unreadable). */
function slotTaken(
  error: unknown,
): { outcome: 'slot_taken'; next_free: { date: string; slot_start: string } | null } | null {
  const refusal = refusalBody(error);
  if (refusal?.status !== 409 || !('next_free' in refusal.body)) return null;
  const next = refusal.body['next_free'] as { date?: unknown; slot_start?: unknown } | null;
  const valid = typeof next?.date === 'string' && typeof next.slot_start === 'string';
  return {
    outcome: 'slot_taken',
    next_free: valid ? { date: String(next.date), slot_start: String(next.slot_start) } : null,
  };
}

/** `POST /api/staff/bookings/`: a walk-in or a phone booking into the site's slots. */
export async function createDeskBooking(input: DeskBookingInput): Promise<DeskBookingAnswer> {
  try {
    const { data } = await httpClient.post<unknown>('/api/staff/bookings/', input);
    return { outcome: 'booked', booking: expectDeskBooking(data) };
  } catch (error) {
    const taken = slotTaken(error);
    if (taken) return taken;
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** A move's answer: a status change's, or the new slot taken meanwhile with the next free one. */
export type DeskRescheduleAnswer =
  DeskChangeAnswer | { outcome: 'slot_taken'; next_free: { date: string; slot_start: string } | null };

/**
 * `POST /api/staff/bookings/:reference/reschedule/`: a booked patient moved to another slot of the
 * doctor, with who asked and a note; the old slot is free at once.
 */
export async function rescheduleDeskBooking(
  reference: string,
  input: DeskRescheduleInput,
): Promise<DeskRescheduleAnswer> {
  try {
    return await postChange(reference, 'reschedule', input);
  } catch (error) {
    const answer = slotTaken(error) ?? conflictOf(error);
    if (answer) return answer;
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `GET /api/staff/bookings/:reference/history/`: every change and staff view, newest first. */
export async function getDeskBookingHistory(reference: string): Promise<DeskHistoryEntry[]> {
  try {
    const { data } = await fetchRead(`/api/staff/bookings/${encodeURIComponent(reference)}/history/`);
    if (!Array.isArray(data)) throw new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
    return data as DeskHistoryEntry[];
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/**
 * The address of `GET /api/staff/day/events/`, the day's changes as server-sent events (`event:
 * booking`, data `{date, doctor, reference}`), for an EventSource with the staff cookie.
 */
export async function deskDayEventsUrl(): Promise<string> {
  return `${apiUrl()}/api/staff/day/events/`;
}
