import type {
  BookingAccess,
  BookingSummary,
  ContactResult,
  DoctorAppointment,
  LabAppointment,
  MessageResponse,
} from 'contract';
import type {
  BookingCancelInput,
  BookingCodeLookup,
  BookingCodeRequest,
  ContactMessageInput,
  DoctorAppointmentInput,
  LabAppointmentInput,
} from 'contract';
import type { Language } from '../i18n/languages';
import { ApiError, apiClient, toApiError } from './client';

/** The site's text for a failed booking, used when the server sends no message of its own. */
const APPOINTMENT_FAILED = 'Something went wrong! Please try again.';

/**
 * The appointment endpoints take multipart bodies (a prescription may ride along). A field without a
 * value (the contact code before it is asked for) is left out, not sent as "undefined".
 */
function toFormData(
  fields: Record<string, string | number | boolean | readonly number[] | undefined>,
  file?: { name: string; value: Blob },
): FormData {
  const body = new FormData();
  // A list (a lab booking's tests) goes as one field, its values comma-separated: a field sent twice is refused.
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (file) body.append(file.name, file.value);
  return body;
}

/**
 * Fails with an ApiError: a 400 carries the API's field errors for the form to show on its fields;
 * a 403 `contactProofRequired` (on `contact_code`) asks for the code the API has just e-mailed to the
 * booking's address, given again as `contact_code` (sending it again without one e-mails a new code);
 * 403 `contactCodeWrong` when that code is wrong;
 * 409 `slot_taken`, or a cap on the contact's or network's bookings (`contactHoldLimit`, ...).
 * `language` is the page's: the booking's e-mails and calendar file are written in it.
 */
export async function createDoctorAppointment(
  input: DoctorAppointmentInput,
  language: Language = 'en',
): Promise<DoctorAppointment> {
  try {
    const { data } = await apiClient.post<DoctorAppointment>('/api/appointment/doctorappointment/', toFormData(input), {
      params: { lang: language },
    });
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/** Fails with an ApiError like createDoctorAppointment. */
export async function createLabAppointment(
  input: LabAppointmentInput,
  prescription?: File | null,
  language: Language = 'en',
): Promise<LabAppointment> {
  const body = toFormData(input, prescription ? { name: 'prescription', value: prescription } : undefined);
  try {
    const { data } = await apiClient.post<LabAppointment>('/api/appointment/labappointment/', body, {
      params: { lang: language },
    });
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/**
 * The contact endpoint answers `{success, message}` or `{success: false, error}`; a 4xx carries
 * the same body, so it is read rather than thrown; a 5xx or no answer fails with an ApiError.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactResult> {
  try {
    const { data } = await apiClient.post<ContactResult>('/api/contact/', input, {
      validateStatus: (status) => status < 500,
    });
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to send message. Please try again.');
  }
}

/**
 * Step one of a look-up: asks the API to e-mail a 6-digit code to the address the booking was made
 * with. The answer (202) is the same for any reference, so it says nothing about whether one exists;
 * its message (and code) is returned. Fails with an ApiError: 400 with field errors, 429 past an allowance.
 */
export async function requestBookingCode(input: BookingCodeRequest): Promise<MessageResponse> {
  try {
    const { data } = await apiClient.post<MessageResponse>('/api/appointment/lookup/', input);
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/** A look-up's answer as the page needs it, or an ApiError: a page never renders half an answer. */
function expectAccess(data: unknown): BookingAccess {
  const answer = data as Partial<BookingAccess> | null;
  if (typeof answer?.booking?.reference !== 'string' || typeof answer.access !== 'string') {
    throw new ApiError(APPOINTMENT_FAILED);
  }
  return answer as BookingAccess;
}

/**
 * Step two: the booking for its reference, contact and the e-mailed code, with an access grant for
 * the cancellation; its doctor, department and room named in `language`, the page's. Fails with an
 * ApiError: 404 alike for any wrong part (a wrong or spent code too), 400 with field errors, 429 past
 * an allowance.
 */
export async function lookupBooking(input: BookingCodeLookup, language: Language = 'en'): Promise<BookingAccess> {
  try {
    const { data } = await apiClient.post<unknown>('/api/appointment/lookup/', input, { params: { lang: language } });
    return expectAccess(data);
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/**
 * The booking a confirmation e-mail's signed link opens, once (named in `language`): its token
 * travels in the body only. Fails with an ApiError: 404 when the link has expired or was used already.
 */
export async function openBookingLink(token: string, language: Language = 'en'): Promise<BookingAccess> {
  try {
    const { data } = await apiClient.post<unknown>(
      '/api/appointment/lookup/',
      { token },
      { params: { lang: language } },
    );
    return expectAccess(data);
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/**
 * Cancels the booking, with the access grant of a look-up or with its contact and code, and answers
 * it with status `cancelled`. Fails with an ApiError: 404 alike for any wrong part (an expired grant
 * too), 409 when it is already cancelled or its day has passed.
 */
export async function cancelBooking(input: BookingCancelInput, language: Language = 'en'): Promise<BookingSummary> {
  try {
    const { data } = await apiClient.post<BookingSummary>('/api/appointment/cancel/', input, {
      params: { lang: language },
    });
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/**
 * A booked doctor appointment moved to another slot: with the access grant of a look-up or of the
 * booking's answer, or, without one, with the account's session cookie.
 */
export interface RescheduleBookingInput {
  reference: string;
  access?: string;
  /** `YYYY-MM-DD`, and the slot's start `HH:MM` (Asia/Kolkata). */
  date: string;
  slot_start: string;
}

/**
 * Takes the new slot and frees the old one (in one transaction on the API), and answers the booking
 * at its new slot. Fails with an ApiError: 409 `slot_taken` (its message names the slot) when
 * someone else has just booked it, 409 when the booking is cancelled or past, 404 like a cancel for
 * a wrong or expired grant, 400 naming the field for bad input.
 */
export async function rescheduleBooking(
  input: RescheduleBookingInput,
  language: Language = 'en',
): Promise<BookingSummary> {
  try {
    const { data } = await apiClient.post<BookingSummary>('/api/appointment/reschedule/', input, {
      params: { lang: language },
    });
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/**
 * A booked lab test or package moved to another day: a home collection to one of that day's open
 * windows (`collection_window`, its id such as `07-09`), a visit to the lab with none. The proof is
 * as for `rescheduleBooking`: the access grant, or without one the account's session cookie.
 */
export interface RescheduleLabBookingInput {
  reference: string;
  access?: string;
  /** `YYYY-MM-DD` (Asia/Kolkata). */
  date: string;
  collection_window?: string;
}

/**
 * Moves the lab booking (one transaction on the API) and answers it on its new day, named in
 * `language`. Fails with an ApiError: 400 naming the field (`date`, `collection_window`), 409 when
 * the booking is cancelled or past, 404 for a wrong or expired proof or someone else's booking.
 */
export async function rescheduleLabBooking(
  input: RescheduleLabBookingInput,
  language: Language = 'en',
): Promise<BookingSummary> {
  try {
    const { data } = await apiClient.post<BookingSummary>('/api/appointment/reschedule-lab/', input, {
      params: { lang: language },
    });
    return data;
  } catch (error) {
    throw toApiError(error, APPOINTMENT_FAILED);
  }
}

/** A failed call's body came as text (the calendar is asked for as text): read its JSON, if any. */
function withJsonBody(error: unknown): unknown {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && typeof response.data === 'string') {
    try {
      response.data = JSON.parse(response.data) as unknown;
    } catch {
      response.data = null;
    }
  }
  return error;
}

/**
 * The booking's calendar event (`.ics`, one VEVENT) as a Blob to save. The proof goes in the
 * `Authorization` header, never in the address, so no server log or browser history keeps it;
 * without an access grant the account's session cookie proves it. Fails with an ApiError: 404 for a
 * wrong or expired proof.
 */
export async function downloadBookingCalendar(reference: string, access?: string | null): Promise<Blob> {
  try {
    const { data } = await apiClient.get<string>(`/api/appointment/calendar/${encodeURIComponent(reference)}.ics`, {
      responseType: 'text',
      headers: { Accept: 'text/calendar', ...(access ? { Authorization: `Bearer ${access}` } : {}) },
    });
    return new Blob([data], { type: 'text/calendar;charset=utf-8' });
  } catch (error) {
    throw toApiError(withJsonBody(error), APPOINTMENT_FAILED);
  }
}
