/**
 * The desk's contact-message inbox and the admin's undelivered notices (issue 47), without yup:
 * the statuses and the answers' shapes, which the desk's pages need before any form is used
 * (`contract/staff-desk`). The request schema is in staffInboxSchemas.ts.
 */

/** A contact message's life at the desk: only forward, new → answered → closed (or new → closed). */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The statuses a desk may set; `new` is only where a message starts. */
export const CONTACT_STATUS_MOVES = ['answered', 'closed'] as const;
export type ContactStatusMove = (typeof CONTACT_STATUS_MOVES)[number];

/** Whether a message in `from` may be marked `to`: forward only, never to where it is. */
export const contactStatusMoves = (from: ContactStatus, to: ContactStatusMove): boolean =>
  CONTACT_STATUSES.indexOf(to) > CONTACT_STATUSES.indexOf(from);

export const STAFF_INBOX_LIMITS = {
  /** Messages per page of the inbox, newest first. */
  pageSize: 25,
  /** Characters of a message the list shows before it is opened. */
  previewMax: 140,
} as const;

/** Who moved a message last, and when (ISO 8601); null while it is new. */
export interface ContactStatusChange {
  at: string;
  /** Null when the member's account has since been removed. */
  by: { id: number; name: string } | null;
}

/** A message as the inbox lists it: `GET /api/staff/messages/`. */
export interface ContactInboxItem {
  id: number;
  received_at: string;
  name: string;
  subject: string;
  /** The message's first characters (STAFF_INBOX_LIMITS.previewMax). */
  preview: string;
  status: ContactStatus;
  status_change: ContactStatusChange | null;
  /** Sent back with a status change: a change made since (at another desk) is refused as stale. */
  version: number;
}

/** One message opened: `GET /api/staff/messages/:id/` (each opening audited with the member). */
export interface ContactInboxMessage extends Omit<ContactInboxItem, 'preview'> {
  email: string;
  phone: string;
  message: string;
}

/** `?status=&before=`: newest first; `next_before` asks for the next page, null at the end. */
export interface ContactInboxPage {
  messages: ContactInboxItem[];
  next_before: number | null;
}

/** What the `outbox` command lists: an e-mail not gone out, the recipient masked, never the body. */
export interface UndeliveredNotice {
  id: number;
  /** `pending` (still tried), `failed` (given up; may be retried), `suppressed` (over the hourly limit; never). */
  status: 'pending' | 'failed' | 'suppressed';
  purpose: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  recipient: string;
}

/** What an SMS or WhatsApp message is for (issue 49): one template each, in English and Hindi. */
export type PhoneNoticeKind =
  | 'confirmation'
  | 'reminder3'
  | 'reminder1'
  | 'change'
  | 'cancellation'
  | 'code'
  /** Cancelled because the doctor is away (issue 48's leave), with the rebook link. */
  | 'unavailable'
  /** How to join an online consultation, as the desk recorded it (issue 47). */
  | 'joining';

/**
 * Where an SMS or WhatsApp message stands (issue 49); the undelivered list shows `failed` and
 * `unconfirmed`. standby: a WhatsApp message's SMS, sent only if that one is stopped, fails or is not
 * delivered in time.
 */
export type PhoneNoticeStatus =
  | 'standby'
  | 'pending'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'read'
  | 'failed'
  | 'cancelled'
  | 'stopped'
  | 'unconfirmed';

/**
 * An SMS or WhatsApp message given up (issue 49): `GET /api/staff/undelivered/phone/`, the phone
 * masked, never the text. `failed`: refused after its last attempt; `unconfirmed`: an SMS whose
 * send got no answer, so it may have reached the patient (a retry may send it twice).
 */
export interface UndeliveredPhoneNotice {
  id: number;
  channel: 'sms' | 'whatsapp';
  kind: PhoneNoticeKind;
  /** The booking's reference. */
  reference: string;
  status: PhoneNoticeStatus;
  attempts: number;
  last_error: string | null;
  /** When it was queued (ISO 8601). */
  created_at: string;
  /** The last four digits only: `******3210`. */
  phone: string;
}
