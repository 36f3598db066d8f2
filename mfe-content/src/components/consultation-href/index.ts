export { useConsultationHref } from './useConsultationHref';
