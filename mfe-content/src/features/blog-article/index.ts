export { default, meta } from './ArticlePage';
export { legacyArticlePage } from './legacyArticlePage';
