/** The phlebotomist's run sheet at the desk (issue 47's Labs): the day's lab bookings and their marks. */
export { labDeskRoutes } from './routes';
export type { LabDeskOptions } from './routes';
export { LabDeskService } from './service';
