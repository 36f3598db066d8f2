/**
 * The HMIS's API keys (issue 50): the FHIR feature checks a call's key and records its use here;
 * the staff command and the admin's routes issue, list and revoke them.
 */
export { HmisKeys, keyTarget, USE_WINDOW_MS } from './keys';
export type { HmisKeyRow, Use, Verified } from './keys';
export { default as hmisKeyRoutes } from './routes';
