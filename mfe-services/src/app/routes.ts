import type { RemoteRoutesModule } from 'shared-ui';

/** The pages this remote renders, keyed by site path (SITE_ROUTES); each is its own chunk. */
export const pages: RemoteRoutesModule['pages'] = {
  '/services': () => import('../features/services-carousel/ServicesPage'),
  '/services/:serviceSlug': () => import('../features/service-page/ServicePage'),
  '/our-doctor': () => import('../features/doctors/DoctorsPage'),
  '/our-doctor/:doctorSlug': () => import('../features/doctor-profile/DoctorProfilePage'),
  '/departments/:departmentSlug': () => import('../features/department-page/DepartmentPage'),
};
