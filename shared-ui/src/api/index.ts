export {
  API_TIMEOUT_MS,
  ApiError,
  apiClient,
  apiUrl,
  configureApi,
  describeFailure,
  mediaUrl,
  toApiError,
} from './client';
export { useApiQuery } from './query';
export type { QueryResult, QueryStatus } from './query';
export { getServicePage, getServices, useServicePage, useServices } from './services';
export { getDepartments, getDoctors, useDepartments, useDoctors } from './doctors';
export { getCarePackages, useCarePackages } from './packages';
export { getLabTests, getLabs, normalizeLabTest, useLabTests, useLabs } from './labs';
export {
  cancelBooking,
  createDoctorAppointment,
  createLabAppointment,
  login,
  lookupBooking,
  openBookingLink,
  registerPatient,
  requestBookingCode,
  sendContactMessage,
} from './bookings';
