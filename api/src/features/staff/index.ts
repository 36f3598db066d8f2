/**
 * The staff feature's public surface, for the desk's other features: how a route under
 * `/api/staff/` says who may call it (`config: { ...staffRoute(STAFF_ACCESS.desk) }`: its roles and
 * its POSTs' allowance per session), and the live session
 * the guard puts on the request (`request.staffSession`), whose actor every audit event names.
 */
export { STAFF_ACCESS, staffRoute } from './plugin';
// For a feature that writes the audit without a running app (a server command).
export { insertAudit } from './repository';
export type { StaffAccess } from './plugin';
export type { Actor, LiveSession } from './service';
