/** The sessions feature's public surface: who is signed in, the cookies that say so, and the secrets behind them. */
export {
  clearSessionCookie,
  DEVICE_COOKIE,
  sessionId,
  setDeviceCookie,
  setSessionCookie,
  signedInAccount,
  signedInSubject,
} from './plugin';
export { accountSubject, newSecret } from './sessions';
export type { AccountSecrets, AccountSubject } from './sessions';
