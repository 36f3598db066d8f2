/** The doctor-profiles feature's public surface: the desk's doctors routes (issue 48). */
export { default as doctorProfileRoutes } from './routes';
