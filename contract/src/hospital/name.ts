/**
 * The hospital's name on its own: every page's title ends with it, and code that needs only the
 * name (shared-ui's titles, on every page) then carries no copy of all the facts (HOSPITAL).
 */
export const HOSPITAL_NAME = 'Aravali Care Hospital';
