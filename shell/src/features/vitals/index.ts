export { VisitSpeed } from './VisitSpeed';
