export { BLOG_TAGS, POSTS, isBlogTag, newestPosts, postBySlug } from './posts';
export type { BlogTag, LegacyArticlePath, Post, PostImage } from './posts';
export { POST_TEXTS_EN, postTexts } from './postTexts';
export type { PostText, PostTexts } from './contentTypes';
