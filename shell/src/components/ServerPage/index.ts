export { ServerPageHtml } from './ServerPageHtml';
export {
  keepServerPage,
  readServerPage,
  useForgetServerPageOnNavigate,
  useServerPage,
  useServerPageHtml,
} from './serverPage';
export type { ServerPage } from './serverPage';
