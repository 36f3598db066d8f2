export { CallLink } from './CallLink';
export type { CallLinkProps } from './CallLink';
