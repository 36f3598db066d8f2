/** The desk's own addresses (no SitePath: the public pages never link here). */
export const DESK_PATHS = {
  home: '/desk',
  signIn: '/desk/sign-in',
  enrol: '/desk/enrol',
  sessions: '/desk/sessions',
  book: '/desk/book',
} as const;
