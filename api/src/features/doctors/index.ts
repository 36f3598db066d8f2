/** The doctors feature's public surface: the OPD timetable's slots, as booking one checks them. */
export {
  addDays,
  availability,
  daysBetween,
  inEffectOn,
  keptForCounter,
  sittingOfSlot,
  sittingsOn,
  slotsOfDay,
  slotsOfSession,
  weekdayOf,
} from './opd';
export type { SessionRow, SessionSlot } from './opd';
export { daysOff, doctorSessions, heldSlots, SESSION_COLUMNS, sessionInEffect } from './repository';
