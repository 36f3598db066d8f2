export { ServerPageHtml } from './ServerPageHtml';
export {
  keepServerPage,
  readServerPage,
  useForgetServerPageOnNavigate,
  useServerPage,
  useServerPageHtml,
} from './serverPage';
export { keepTypedInForms } from './keepTypedInForms';
export type { ServerPage } from './serverPage';
