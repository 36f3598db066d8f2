import type { RemoteRoutesModule } from 'shared-ui';

/** The pages this remote renders, keyed by site path (SITE_ROUTES); each is its own chunk. */
export const pages: RemoteRoutesModule['pages'] = {
  '/appointment': () => import('../features/doctor-appointment/AppointmentPage'),
  '/blood-test': () => import('../features/lab-booking/BloodTestPage'),
  '/contact': () => import('../features/contact/ContactPage'),
  '/login': () => import('../features/account/LoginPage'),
  '/register': () => import('../features/account/RegisterPage'),
  '/account': () => import('../features/account/AccountPage'),
  '/account/confirm': () => import('../features/account/ConfirmEmailPage'),
  '/account/forgot-password': () => import('../features/account/ForgotPasswordPage'),
  '/account/reset-password': () => import('../features/account/ResetPasswordPage'),
  '/manage-booking': () => import('../features/manage-booking/ManageBookingPage'),
  '/appointment/rebook': () => import('../features/manage-booking/RebookPage'),
};
