import type {
  StaffEnrolled,
  StaffEnrolment,
  StaffEnrolmentCompleteInput,
  StaffMember,
  StaffSessionInfo,
  StaffSignInInput,
} from 'contract';
import { ApiError, fetchRead, ReadFailure, toApiError } from './client';
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
