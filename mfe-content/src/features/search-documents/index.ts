export { buildSearchDocuments, questionsOf, wordsOf } from './searchDocuments';
export type { ArticleBodyLoader, SearchDocument, SearchQuestion, SearchablePage } from './searchDocuments';
