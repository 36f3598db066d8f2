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
export { getSearchWords, useSearchWords } from './searchWords';
export { getDepartments, getDoctors, useDepartments, useDoctors } from './doctors';
export { getAvailability, getDoctorProfile, getNextFree, useAvailability, useDoctorProfile } from './opd';
export { getCarePackages, useCarePackages } from './packages';
export { getLabTests, getLabs, normalizeLabTest, useLabTests, useLabs } from './labs';
export {
  bookRebookSlot,
  cancelBooking,
  createDoctorAppointment,
  createLabAppointment,
  downloadBookingCalendar,
  lookupBooking,
  openBookingLink,
  openRebookLink,
  requestBookingCode,
  rescheduleBooking,
  rescheduleLabBooking,
  sendContactMessage,
} from './bookingCalls';
export type { RescheduleBookingInput, RescheduleLabBookingInput } from './bookings';
export {
  cancelMyBooking,
  changePassword,
  confirmEmail,
  deleteAccount,
  downloadMyData,
  getMyBookings,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  updateAccount,
} from './accountCalls';
export { getSession } from './accountSession';
