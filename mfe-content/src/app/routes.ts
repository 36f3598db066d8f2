import type { RemoteRoutesModule } from 'shared-ui';

/** The pages this remote renders, keyed by site path (SITE_ROUTES); each is its own chunk. */
export const pages: RemoteRoutesModule['pages'] = {
  '/': () => import('../features/home/HomePage'),
  '/homecare': () => import('../features/home-care/HomeCarePage'),
  '/healthcheck': () => import('../features/health-checkup/HealthCheckupPage'),
  '/emergency': () => import('../features/emergency/EmergencyPage'),
  '/diabetes': () => import('../features/diabetes/DiabetesPage'),
  '/gallery': () => import('../features/gallery/GalleryPage'),
  '/testimonial': () => import('../features/testimonials/TestimonialsPage'),
  '/faq': () => import('../features/faq/FaqPage'),
  '/blog': () => import('../features/blog/BlogListPage'),
  '/blogpage': () => import('../features/blog-articles/DiagnosticTestsArticlePage'),
  '/blogpages': () => import('../features/blog-articles/AirPollutionArticlePage'),
  '/blogpagecare': () => import('../features/blog-articles/CriticalCareArticlePage'),
  '/blogpage4': () => import('../features/blog-articles/EmergencyCareArticlePage'),
  '/about': () => import('../features/about/AboutPage'),
};
