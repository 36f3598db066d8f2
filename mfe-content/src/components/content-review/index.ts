export { ReviewDates } from './ReviewDates';
export type { ReviewDatesProps } from './ReviewDates';
export { REVIEW_INTERVAL_MONTHS, TOPIC_PAGES_REVIEWED, nextReviewDue } from './reviewDates';
