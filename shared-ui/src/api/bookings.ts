import type { Account, ContactResult, DoctorAppointment, LabAppointment, MessageResponse } from '../contract';
import type {
  ContactMessageInput,
  DoctorAppointmentInput,
  LabAppointmentInput,
  LoginInput,
  RegistrationInput,
} from '../contract';
import { apiClient, toApiError } from './client';

/** The appointment endpoints take multipart bodies (ARCHITECTURE.md). */
function toFormData(fields: Record<string, string | number | boolean>, file?: { name: string; value: Blob }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (file) body.append(file.name, file.value);
  return body;
}

export async function createDoctorAppointment(input: DoctorAppointmentInput): Promise<DoctorAppointment> {
  const { data } = await apiClient.post<DoctorAppointment>('/api/appointment/doctorappointment/', toFormData(input));
  return data;
}

export async function createLabAppointment(
  input: LabAppointmentInput,
  prescription?: File | null,
): Promise<LabAppointment> {
  const body = toFormData(input, prescription ? { name: 'prescription', value: prescription } : undefined);
  const { data } = await apiClient.post<LabAppointment>('/api/appointment/labappointment/', body);
  return data;
}

/**
 * The contact endpoint answers `{success, message}` or `{success: false, error}`; a 4xx carries
 * the same body, so it is read rather than thrown.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactResult> {
  const { data } = await apiClient.post<ContactResult>('/api/contact/', input, {
    validateStatus: (status) => status < 500,
  });
  return data;
}

/** SPEC §8: the server's error is rethrown, or "Something went wrong". */
export async function registerPatient(input: RegistrationInput): Promise<MessageResponse> {
  try {
    const { data } = await apiClient.post<MessageResponse>('/api/patents/', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Something went wrong');
  }
}

/** SPEC §8: the server's error is rethrown, or "Login failed". */
export async function login(input: LoginInput): Promise<Account> {
  try {
    const { data } = await apiClient.post<Account>('/api/login/', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Login failed');
  }
}
