export { ServerPageHtml } from './ServerPageHtml';
export {
  keepServerPage,
  readServerPage,
  useForgetServerPageOnNavigate,
  useServerPage,
  useServerPageHtml,
} from './serverPage';
export { keepTypedIn } from './typedBeforeLive';
export type { ServerPage } from './serverPage';
