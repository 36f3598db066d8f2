import type {
  DoctorCreateInput,
  DoctorProfileInput,
  FeeChangeInput,
  PriceChangeInput,
  PriceTimeline,
  StaffDoctor,
  StaffDoctorListItem,
  StaffPricedItem,
  StaffPrices,
} from 'contract';
import { ApiError, fetchRead, toApiError } from './client';
// The client's axios instance, as ./staffAdmin takes it: this module is itself loaded on first use.
import { httpClient } from './http';

/**
 * The OPD manager's doctors, fees and prices calls (issue 48), a chunk of their own: reception's day
 * list and the public pages never load them. The API decides who may call (401 `staffSignedOut`,
 * 403 `staffRoleRefused`); a 400 names each field in the ApiError's `fieldIssues`.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong';

const invalid = () => new ApiError(SOMETHING_WENT_WRONG, { isInvalidData: true });
const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isTimeline = (data: unknown): data is PriceTimeline =>
  isRecord(data) && typeof data['current'] === 'number' && Array.isArray(data['scheduled']);
const isFees = (data: unknown): data is StaffDoctor['fees'] =>
  isRecord(data) && isTimeline(data['in_person']) && isTimeline(data['online']);
const isDoctor = (data: unknown): data is StaffDoctor =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['version'] === 'number' && isFees(data['fees']);
const isListItem = (data: unknown): data is StaffDoctorListItem =>
  isRecord(data) && typeof data['id'] === 'number' && typeof data['doctor_name'] === 'string';
const isPricedItem = (data: unknown): data is StaffPricedItem =>
  isRecord(data) && typeof data['key'] === 'string' && isTimeline(data['price']);

async function read<T>(path: string, check: (data: unknown) => data is T): Promise<T> {
  try {
    const { data } = await fetchRead(path);
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

/** The API's bodies are flat: lists go as the editor's fields write them (languages `en, hi`, one qualification a line). */
function flatProfile<Input extends DoctorProfileInput | DoctorCreateInput>(input: Input) {
  return { ...input, languages: input.languages.join(', '), qualifications: input.qualifications.join('\n') };
}

/** `GET /api/staff/doctors/`: every doctor, retired ones too, by department. */
export function getStaffDoctors(): Promise<StaffDoctorListItem[]> {
  return read(
    '/api/staff/doctors/',
    (data): data is StaffDoctorListItem[] => Array.isArray(data) && data.every(isListItem),
  );
}

/** `GET /api/staff/doctors/:id/`: one doctor in both languages, with the version and fees. */
export function getStaffDoctor(id: number): Promise<StaffDoctor> {
  return read(`/api/staff/doctors/${id}/`, isDoctor);
}

/** `POST /api/staff/doctors/`: a new doctor (409 `doctorNameTaken` as an ApiError). */
export function createStaffDoctor(input: DoctorCreateInput): Promise<StaffDoctor> {
  return post('/api/staff/doctors/', flatProfile(input), isDoctor);
}

/**
 * A profile change's answer: the doctor as saved, or a 409 (`doctorProfileStale`: another manager
 * saved first; `doctorAlreadyRetired`; `doctorHasUpcomingBookings` with its `count`) with the doctor
 * as they are now.
 */
export type DoctorChangeAnswer =
  | { outcome: 'saved'; doctor: StaffDoctor }
  | { outcome: 'conflict'; code: string; params: Record<string, string | number>; doctor: StaffDoctor };

async function change(path: string, body: unknown): Promise<DoctorChangeAnswer> {
  try {
    const { data } = await httpClient.post<unknown>(path, body);
    if (!isDoctor(data)) throw invalid();
    return { outcome: 'saved', doctor: data };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } } | null)?.response;
    const answer = response?.data;
    if (response?.status === 409 && isRecord(answer) && isDoctor(answer['doctor'])) {
      const code = typeof answer['code'] === 'string' ? answer['code'] : 'doctorProfileStale';
      const params = isRecord(answer['params']) ? (answer['params'] as Record<string, string | number>) : {};
      return { outcome: 'conflict', code, params, doctor: answer['doctor'] };
    }
    throw toApiError(error, SOMETHING_WENT_WRONG);
  }
}

/** `POST /api/staff/doctors/:id/profile/`: the whole profile with the version read. */
export function saveDoctorProfile(id: number, input: DoctorProfileInput): Promise<DoctorChangeAnswer> {
  return change(`/api/staff/doctors/${id}/profile/`, flatProfile(input));
}

/** `POST /api/staff/doctors/:id/retire/`: with the version read. */
export function retireDoctor(id: number, version: number): Promise<DoctorChangeAnswer> {
  return change(`/api/staff/doctors/${id}/retire/`, { version });
}

/**
 * `POST /api/staff/doctors/:id/photo/`: a new photo, as multipart with the version read. A file the
 * API refuses (not a JPEG, PNG or WebP by its content, over 1 MB, a side out of bounds) is a 400
 * naming `photo` in the ApiError's `fieldIssues`.
 */
export function uploadDoctorPhoto(id: number, version: number, photo: Blob): Promise<DoctorChangeAnswer> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('photo', photo);
  return change(`/api/staff/doctors/${id}/photo/`, form);
}

/** `POST /api/staff/doctors/:id/fees/`: one mode's fee from a day on; the fees as they now stand. */
export function scheduleDoctorFee(id: number, input: FeeChangeInput): Promise<StaffDoctor['fees']> {
  return post(`/api/staff/doctors/${id}/fees/`, input, isFees);
}

/** `GET /api/staff/prices/`: every package and test with today's price and the changes to come. */
export function getStaffPrices(): Promise<StaffPrices> {
  return read(
    '/api/staff/prices/',
    (data): data is StaffPrices => isRecord(data) && Array.isArray(data['packages']) && Array.isArray(data['tests']),
  );
}

/** `POST /api/staff/prices/packages/:slug/` or `/tests/:id/`: a price from a day on. */
export function schedulePrice(
  item: Pick<StaffPricedItem, 'kind' | 'key'>,
  input: PriceChangeInput,
): Promise<StaffPricedItem> {
  const path =
    item.kind === 'package'
      ? `/api/staff/prices/packages/${encodeURIComponent(item.key)}/`
      : `/api/staff/prices/tests/${encodeURIComponent(item.key)}/`;
  return post(path, input, isPricedItem);
}
