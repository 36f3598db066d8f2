/**
 * When health content was last reviewed and when it is next due, one rule for every health page:
 * a page is reviewed again at most {@link REVIEW_INTERVAL_MONTHS} months after its last review.
 * The "last reviewed" day is the content's own data (an article's `reviewed` in posts.ts, the topic
 * pages' {@link TOPIC_PAGES_REVIEWED}); the next review is always derived from it, never kept apart.
 */
export const REVIEW_INTERVAL_MONTHS = 12;

/**
 * The topic pages (/healthcheck, /diabetes, /homecare, /emergency) state no review of their own:
 * they are dated by the day their health texts last changed (the sitemap's content date then).
 * Move it when a clinician reviews them again, and with any change of what they say about health.
 */
export const TOPIC_PAGES_REVIEWED = '2026-11-24';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` plus the review interval; a 29 February reviewed falls due on the 28th in a common year. */
export function nextReviewDue(reviewed: string): string {
  const parts = ISO_DATE.exec(reviewed);
  if (!parts) throw new Error(`A review date must be YYYY-MM-DD, not "${reviewed}"`);
  const [, year = '', month = '', day = ''] = parts;
  const months = Number(month) - 1 + REVIEW_INTERVAL_MONTHS;
  const dueYear = Number(year) + Math.floor(months / 12);
  const dueMonth = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(dueYear, dueMonth, 0)).getUTCDate();
  return `${dueYear}-${pad(dueMonth)}-${pad(Math.min(Number(day), lastDay))}`;
}
