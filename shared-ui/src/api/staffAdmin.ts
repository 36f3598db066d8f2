import type {
  ContactInboxMessage,
  HmisKey,
  HmisKeyCreateInput,
  HmisKeyIssued,
  ContactInboxPage,
  ContactStatus,
  ContactStatusMove,
  StaffAccount,
  StaffAccountCreated,
  StaffAccountCreateInput,
  StaffAuditPage,
  StaffEnrolmentLink,
  UndeliveredNotice,
  UndeliveredPhoneNotice,
} from 'contract';
import type { VitalsReport } from 'contract/vitals';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance (base URL, cookies, time limit), as ./staff takes it: this module is
// itself loaded on first use.
import { httpClient } from './http';

/**
 * The desk's admin and inbox calls (issue 47): the contact inbox (reception, OPD manager), and the
 * admin's staff accounts, audit, undelivered e-mails and speed report. The API decides who may call
 * each (401 `staffSignedOut`, 403 `staffRoleRefused`); every call fails with an ApiError whose
 * `status` and `code` say what to show, except the answers typed below as a conflict.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

const invalid = () => new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });

async function read<T>(path: string, check: (data: unknown) => data is T, params?: Record<string, string | number>) {
  try {
    const { data } = await fetchRead(path, params);
    if (!check(data)) throw invalid();
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

async function post<T>(path: string, body: unknown, check: (data: unknown) => data is T): Promise<T> {
  try {
    const { data } = await httpClient.post<unknown>(path, body);
    if (!check(data)) throw invalid();
    return data;
  } catch (error) {
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isAccount = (data: unknown): data is StaffAccount =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['email'] === 'string';
const isLink = (data: unknown): data is StaffEnrolmentLink =>
  isRecord(data) && typeof data['enrolment_link'] === 'string' && typeof data['enrolment_expires_at'] === 'string';
const isMessage = (data: unknown): data is ContactInboxMessage =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['message'] === 'string';
const isNotice = (data: unknown): data is UndeliveredNotice =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['status'] === 'string';
const isPhoneNotice = (data: unknown): data is UndeliveredPhoneNotice =>
  isRecord(data) &&
  typeof data['id'] === 'number' &&
  typeof data['channel'] === 'string' &&
  typeof data['reference'] === 'string';
const listOf =
  <T>(item: (data: unknown) => data is T) =>
  (data: unknown): data is T[] =>
    Array.isArray(data) && data.every(item);

/** What the inbox is asked: one status (new when absent), and the page after `before`. */
export interface ContactInboxQuery {
  status?: ContactStatus | undefined;
  before?: number | undefined;
}

/** `GET /api/staff/messages/`: one status's messages, newest first, with the next page's `before`. */
export async function getContactInbox(query: ContactInboxQuery = {}): Promise<ContactInboxPage> {
  const params: Record<string, string | number> = { status: query.status ?? 'new' };
  if (query.before !== undefined) params['before'] = query.before;
  return read(
    '/api/staff/messages/',
    (data): data is ContactInboxPage => isRecord(data) && Array.isArray(data['messages']),
    params,
  );
}

/** `GET /api/staff/messages/:id/`: the whole message with its e-mail and phone (the API audits the opening). */
export async function getContactMessage(id: number): Promise<ContactInboxMessage> {
  return read(`/api/staff/messages/${id}/`, isMessage);
}

/**
 * A mark's answer: the message as marked, or a 409 with the message as it is now
 * (`contactMessageStale`: another desk changed it first; `contactStatusMove`: it is there or further).
 */
export type ContactMarkAnswer =
  | { outcome: 'marked'; message: ContactInboxMessage }
  | { outcome: 'conflict'; code: string; message: ContactInboxMessage };

/** `POST /api/staff/messages/:id/status/`: answered or closed, with the version the desk read. */
export async function markContactMessage(
  id: number,
  status: ContactStatusMove,
  version: number,
): Promise<ContactMarkAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(`/api/staff/messages/${id}/status/`, { status, version });
    if (!isMessage(data)) throw invalid();
    return { outcome: 'marked', message: data };
  } catch (error) {
    const response = (error as { isAxiosError?: boolean; response?: { status: number; data: unknown } } | null)
      ?.response;
    const body = response?.data;
    if (response?.status === 409 && isRecord(body) && isMessage(body['contact_message'])) {
      const code = typeof body['code'] === 'string' ? body['code'] : 'contactMessageStale';
      return { outcome: 'conflict', code, message: body['contact_message'] };
    }
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `GET /api/staff/accounts/` (admin): every staff account (the API audits the viewing). */
export async function getStaffAccounts(): Promise<StaffAccount[]> {
  return read('/api/staff/accounts/', listOf(isAccount));
}

/** `POST /api/staff/accounts/` (admin): the new account and its one-time enrolment link; 409 `staffEmailTaken`. */
export async function createStaffAccount(input: StaffAccountCreateInput): Promise<StaffAccountCreated> {
  return post(
    '/api/staff/accounts/',
    input,
    (data): data is StaffAccountCreated => isLink(data) && isAccount((data as { account?: unknown }).account),
  );
}

/** `POST /api/staff/accounts/:id/disable/` (admin): its sessions end; 409 `staffSelfDisable` for one's own. */
export async function disableStaffAccount(id: number): Promise<StaffAccount> {
  return post(`/api/staff/accounts/${id}/disable/`, {}, isAccount);
}

/** `POST /api/staff/accounts/:id/reset-factor/` (admin): a new one-time enrolment link to hand over. */
export async function resetStaffFactor(id: number): Promise<StaffEnrolmentLink> {
  return post(`/api/staff/accounts/${id}/reset-factor/`, {}, isLink);
}

const isHmisKey = (data: unknown): data is HmisKey =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['name'] === 'string';

/** `GET /api/staff/hmis-keys/` (admin): the HMIS's API keys, revoked ones too, never a key's text. */
export async function getHmisKeys(): Promise<HmisKey[]> {
  return read('/api/staff/hmis-keys/', listOf(isHmisKey));
}

/** `POST /api/staff/hmis-keys/` (admin): a new key, its text answered this once; 409 `hmisKeyNameTaken`. */
export async function createHmisKey(input: HmisKeyCreateInput): Promise<HmisKeyIssued> {
  return post(
    '/api/staff/hmis-keys/',
    input,
    (data): data is HmisKeyIssued =>
      isRecord(data) && typeof data['key'] === 'string' && isHmisKey((data as { hmis_key?: unknown }).hmis_key),
  );
}

/** `POST /api/staff/hmis-keys/:id/revoke/` (admin): it stops at once; 404 `hmisKeyNotFound`. */
export async function revokeHmisKey(id: number): Promise<HmisKey> {
  return post(`/api/staff/hmis-keys/${id}/revoke/`, {}, isHmisKey);
}

/** `GET /api/staff/audit/` (admin): newest first; `before` is the page before's `next_before`. */
export async function getStaffAudit(before?: number): Promise<StaffAuditPage> {
  return read(
    '/api/staff/audit/',
    (data): data is StaffAuditPage => isRecord(data) && Array.isArray(data['events']),
    before === undefined ? undefined : { before },
  );
}

/** `GET /api/staff/undelivered/` (admin): the e-mails that did not go out, as the `outbox` command lists them. */
export async function getUndeliveredNotices(): Promise<UndeliveredNotice[]> {
  return read('/api/staff/undelivered/', listOf(isNotice));
}

/** `POST /api/staff/undelivered/:id/retry/` (admin): a given-up e-mail sent again; 409 `noticeNotRetried`. */
export async function retryUndeliveredNotice(id: number): Promise<UndeliveredNotice> {
  return post(`/api/staff/undelivered/${id}/retry/`, {}, isNotice);
}

/** `GET /api/staff/undelivered/phone/` (admin): the SMS and WhatsApp messages given up, the phone masked. */
export async function getUndeliveredPhoneNotices(): Promise<UndeliveredPhoneNotice[]> {
  return read('/api/staff/undelivered/phone/', listOf(isPhoneNotice));
}

/** `POST /api/staff/undelivered/phone/:id/retry/` (admin): queued again; 409 `phoneNoticeNotRetried`. */
export async function retryUndeliveredPhoneNotice(id: number): Promise<UndeliveredPhoneNotice> {
  return post(`/api/staff/undelivered/phone/${id}/retry/`, {}, isPhoneNotice);
}

/** `GET /api/staff/vitals/` (admin): real visitors' speed, the last week's daily p75s. */
export async function getVitalsReport(): Promise<VitalsReport> {
  return read('/api/staff/vitals/', (data): data is VitalsReport => isRecord(data) && Array.isArray(data['rows']));
}

// The hospital's facts' editor, loaded with the admin's other calls (../staff/staffCalls).
export { getStaffHospitalFacts, saveHospitalFacts } from './staffHospitalFacts';
