import type { StaffRole } from 'contract/staff-desk';

/**
 * The desk's pages a member may open, by role, as the API decides them (the navigation only hides
 * what a role cannot open; the server still refuses it). In the order the navigation lists them.
 */
export const DESK_NAV = [
  { key: 'navDay', path: '/desk', roles: ['reception', 'opd_manager'] },
  { key: 'navBook', path: '/desk/book', roles: ['reception', 'opd_manager'] },
  { key: 'navMessages', path: '/desk/messages', roles: ['reception', 'opd_manager'] },
  { key: 'navLabs', path: '/desk/labs', roles: ['reception', 'opd_manager'] },
  { key: 'navTimetables', path: '/desk/timetables', roles: ['opd_manager'] },
  { key: 'navLeave', path: '/desk/leave', roles: ['opd_manager'] },
  { key: 'navDoctors', path: '/desk/doctors', roles: ['opd_manager'] },
  { key: 'navPrices', path: '/desk/prices', roles: ['opd_manager'] },
  { key: 'navAccounts', path: '/desk/accounts', roles: ['admin'] },
  { key: 'navNotices', path: '/desk/notices', roles: ['admin'] },
  { key: 'navAudit', path: '/desk/audit', roles: ['admin'] },
  { key: 'navSpeed', path: '/desk/speed', roles: ['admin'] },
  { key: 'navHospital', path: '/desk/hospital', roles: ['admin'] },
  { key: 'navSessions', path: '/desk/sessions', roles: ['reception', 'opd_manager', 'admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly StaffRole[] }[];

export type DeskNavKey = (typeof DESK_NAV)[number]['key'];

/** The roles that may open the page at `path` (its navigation entry's). */
export const rolesOf = (path: (typeof DESK_NAV)[number]['path']): readonly StaffRole[] =>
  DESK_NAV.find((entry) => entry.path === path)?.roles ?? [];
