/** The doctors feature's public surface: the OPD timetable's slots, as booking one checks them. */
export { keptForCounter, slotsOfDay, slotsOfSession, weekdayOf } from './opd';
export type { SessionSlot } from './opd';
export { daysOff, doctorSessions } from './repository';
