/** Leave and closures (issue 48): the desk's editor, the confirmation that tells the patients, and the rebook link. */
export { default as leaveRoutes } from './routes';
export type { LeaveOptions } from './routes';
export { LeaveService, LeaveHitsChangedError } from './service';
export { RebookService } from './rebook';
