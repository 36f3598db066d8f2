export { defineContent } from './defineContent';
export type { ContentCatalogue } from './defineContent';
export { useContent } from './useContent';
