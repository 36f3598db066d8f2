/** The OPD manager's timetable editor (issue 48): its routes under `/api/staff/timetables/`. */
export { default as timetableRoutes } from './routes';
export type { TimetableOptions } from './routes';
