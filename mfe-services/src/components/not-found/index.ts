export { NotFoundNotice } from './NotFoundNotice';
