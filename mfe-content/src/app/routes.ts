import type { RemoteRoutesModule } from 'shared-ui';

const legacyArticle = (path: '/blogpage' | '/blogpages' | '/blogpagecare' | '/blogpage4') => () =>
  import('../features/blog-article').then((module) => module.legacyArticlePage(path));

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
  '/blog/:articleSlug': () => import('../features/blog-article'),
  '/blogpage': legacyArticle('/blogpage'),
  '/blogpages': legacyArticle('/blogpages'),
  '/blogpagecare': legacyArticle('/blogpagecare'),
  '/blogpage4': legacyArticle('/blogpage4'),
  '/about': () => import('../features/about/AboutPage'),
};
