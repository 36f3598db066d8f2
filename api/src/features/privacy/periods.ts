/**
 * How long personal data is kept: the one place these periods are set. The privacy notice
 * (shell's terms page) and docs/deployment.md state the same numbers; change them together.
 */
export const RETENTION = {
  /** Contact-form messages are deleted this many months after they were sent. */
  contactMessageMonths: 12,
  /**
   * Outgoing e-mails (the outbox row with its body, and the `.eml` file) and text messages (the
   * notice row, and its file when no provider is set) are deleted this many days after they were
   * delivered, or after they were written when they never went out.
   */
  outboxDays: 30,
  /**
   * Bookings are kept this many years after the visit day, for the hospital's record keeping, then
   * anonymised: personal fields blanked and the prescription deleted, the rest kept for statistics.
   */
  bookingYears: 3,
} as const;

/** An account nobody confirmed in this many days is deleted by the retention job. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/** The job runs at start and then this often. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
