export { TestimonialList } from './TestimonialList';
export type { TestimonialListProps } from './TestimonialList';
