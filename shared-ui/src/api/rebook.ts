import type { RebookBooked, RebookBookInput, RebookOffer } from 'contract';
import type { Language } from '../i18n/languages';
import { ApiError, apiClient, toApiError } from './client';

/**
 * The rebook link a patient gets when the doctor's leave cancelled their booking (issue 48): its
 * token (from the address's `#token=`) travels in the body only. Loaded on first use, by the rebook
 * page alone.
 */

const FAILED = 'Something went wrong! Please try again.';

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isDoctorSlots = (data: unknown) =>
  isRecord(data) && isRecord(data['doctor']) && typeof data['doctor']['id'] === 'number' && Array.isArray(data['days']);
const isOffer = (data: unknown): data is RebookOffer =>
  isRecord(data) &&
  typeof data['reference'] === 'string' &&
  typeof data['date'] === 'string' &&
  isDoctorSlots(data['same_doctor']) &&
  Array.isArray(data['others']) &&
  data['others'].every(isDoctorSlots);
const isBooked = (data: unknown): data is RebookBooked =>
  isRecord(data) && typeof data['reference'] === 'string' && typeof data['slot_start'] === 'string';

/**
 * What the link opens, named in `language`: the cancelled visit, the same doctor's next free slots
 * and the department's other doctors'. Fails with an ApiError: 404 `rebookLinkInvalid` when the link
 * was used, has expired or is not one.
 */
export async function openRebookLink(token: string, language: Language = 'en'): Promise<RebookOffer> {
  try {
    const { data } = await apiClient.post<unknown>(
      '/api/appointment/rebook/',
      { token },
      { params: { lang: language } },
    );
    if (!isOffer(data)) throw new ApiError(FAILED, { isInvalidData: true });
    return data;
  } catch (error) {
    throw toApiError(error, FAILED);
  }
}

/**
 * Books the chosen slot for the same patient (a new reference; the link is spent). Fails with an
 * ApiError: 409 `slot_taken` when someone took it meanwhile (the link still works), 404
 * `rebookLinkInvalid`, 400 naming `doctor` or `slot_start`.
 */
export async function bookRebookSlot(input: RebookBookInput, language: Language = 'en'): Promise<RebookBooked> {
  try {
    const { data } = await apiClient.post<unknown>('/api/appointment/rebook/book/', input, {
      params: { lang: language },
    });
    if (!isBooked(data)) throw new ApiError(FAILED, { isInvalidData: true });
    return data;
  } catch (error) {
    throw toApiError(error, FAILED);
  }
}
