export { NotFoundPage } from './NotFoundPage';
export { notFoundMeta } from './notFoundMeta';
