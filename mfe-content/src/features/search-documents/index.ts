export { loadSearchDocuments, questionsOf } from './searchDocuments';
export type { SearchDocument, SearchQuestion, SearchablePage } from './searchDocuments';
