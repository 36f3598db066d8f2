export { GALLERY_CATEGORIES, GALLERY_ITEMS } from './items';
export type { GalleryCategory, GalleryItem } from './items';
export { galleryItemMessages } from './messages';
