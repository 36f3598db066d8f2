export { useSession } from './useSession';
export type { Session } from './useSession';
export type { SessionState, SessionStatus } from './sessionStore';
