// What every page and widget may use. Host-only pieces (run-time configuration, API set-up,
// federation loading) are on 'shared-ui/host'; form schemas (and yup) and entity types on 'contract'.
export {
  ApiError,
  bookRebookSlot,
  cancelBooking,
  createDoctorAppointment,
  createLabAppointment,
  describeFailure,
  downloadBookingCalendar,
  lookupBooking,
  mediaUrl,
  openBookingLink,
  openRebookLink,
  requestBookingCode,
  rescheduleBooking,
  rescheduleLabBooking,
  sendContactMessage,
  useCarePackages,
  useDepartments,
  useDoctors,
  useLabTests,
  useLabs,
  useSearchWords,
  useServicePage,
  useServices,
} from './api';
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
  signOutEverywhere,
  signUp,
  updateAccount,
} from './api';
export { useSession } from './session';
export type { Session, SessionStatus } from './session';
export type { QueryResult, RescheduleBookingInput, RescheduleLabBookingInput } from './api';
export { getAvailability, getDoctorProfile, getNextFree, useApiQuery, useAvailability, useDoctorProfile } from './api';
export { SITE_ROUTES, titleFromSlug } from './config/siteRoutes';
export type { RemoteName } from './config/siteRoutes';
export { siteHref } from './config/siteHref';
export { TOPIC_PAGE_OF_SERVICE, serviceHref } from './config/serviceHref';
export { departmentHref, departmentsWithoutServicePage } from './config/departmentPages';
export type { SiteHref } from './config/siteHref';
export { REMOTE_UNAVAILABLE_TEXT } from './federation/RemoteFallback';
export { RemoteWidget } from './federation/RemoteWidget';
export type { WidgetProps } from './federation/widgets';
export { serverWidgetKeyOf } from './federation/widgets';
export { useServedWidget } from './federation/servedWidgets';
export { pageMetaFrom } from './federation/types';
export type { PageMeta, PageMetaSource, PageModule, RemoteRoutesModule } from './federation/types';
export { mediaQueries } from './tokens/breakpoints';
export { afterNextFrame } from './hooks/afterNextFrame';
export { useInView } from './hooks/useInView';
export { useMediaQuery } from './hooks/useMediaQuery';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { usePageMeta } from './hooks/usePageMeta';
export { useServerRender } from './hooks/useServerRender';
export { SiteLink, SiteNavLink, SiteRedirect, useSiteNavigate } from './components/SiteLink/SiteLink';
export { Button, ButtonLink } from './components/Button/Button';
export type { ButtonVariant } from './components/Button/Button';
export { PageBanner } from './components/PageBanner/PageBanner';
export { SectionHeading } from './components/SectionHeading/SectionHeading';
export { Dialog } from './components/Dialog/Dialog';
export { EmptyState, ErrorState, LoadingState } from './components/StatusMessage/StatusMessage';
