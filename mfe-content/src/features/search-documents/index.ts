export { loadSearchDocuments } from './searchDocuments';
export type { SearchDocument, SearchablePage } from './searchDocuments';
