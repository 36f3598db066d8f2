/**
 * The staff feature's public surface, for the desk's other features: how a route under
 * `/api/staff/` says who may call it (`config: { staff: STAFF_ACCESS.desk }`), and the live session
 * the guard puts on the request (`request.staffSession`), whose actor every audit event names.
 */
export { STAFF_ACCESS } from './plugin';
export type { StaffAccess } from './plugin';
export type { Actor, LiveSession } from './service';
