export { ServerPageHtml } from './ServerPageHtml';
export { ShellOwnPage } from './ShellOwnPage';
export {
  keepLayoutOnlyAnswers,
  keepServerPage,
  readLayoutData,
  readServerPage,
  useForgetLayoutAnswers,
  useForgetServerPageOnNavigate,
  useServerPage,
  useServerPageHtml,
} from './serverPage';
export type { ServerPage } from './serverPage';
