/**
 * Staff accounts (issue 47) without yup: the roles, the numbers and the answers' shapes, which the
 * desk's pages need before any form is used (`contract/rules`). The schemas are in staff.ts.
 */
/** What each role may do: reception the day's work, an OPD manager that and more, an admin the accounts and the audit. */
export const STAFF_ROLES = ['reception', 'opd_manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The cookie that carries a staff session; sent only to `/api/staff`. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** The numbers the API enforces and the desk tells its users. */
export const STAFF_LIMITS = {
  /** Longer than a patient's (8): a desk account opens every patient's booking. */
  passwordMin: 12,
  /** A staff session ends after this long unused… */
  idleMinutes: 30,
  /** …and this long after signing in, used or not. */
  maxHours: 12,
  /** An enrolment link works once, for this long. */
  enrolmentHours: 72,
  /** Recovery codes handed out at enrolment, each good once. */
  recoveryCodes: 10,
  /** Audit events per page, at most. */
  auditPageMax: 100,
} as const;

/** A 6-digit TOTP code, spaces allowed as apps show them (`123 456`). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as handed out: 10 letters and digits (no 0, 1, i, l, o), shown as `xxxxx-xxxxx`. */
export const RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/;

/** Spaces and case do not matter in a typed code. */
export const normaliseStaffCode = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

/** Who is signed in to the desk: `POST/GET /api/staff/session/`. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** An account as an admin sees it: `GET /api/staff/accounts/`. Times are ISO 8601. */
export interface StaffAccount extends StaffMember {
  created_at: string;
  /** Null until its owner has set a password and a second factor with the enrolment link. */
  enrolled_at: string | null;
  /** Null while it may sign in. */
  disabled_at: string | null;
}

/** `POST /api/staff/enrolment/`: whose link it is, and the secret to put in an authenticator app. */
export interface StaffEnrolment {
  email: string;
  name: string;
  role: StaffRole;
  totp: {
    /** Base32, for typing in by hand. */
    secret: string;
    /** `otpauth://totp/…`, for a QR code. */
    otpauth_uri: string;
  };
}

/** `POST /api/staff/enrolment/complete/`: signed in, with the recovery codes shown this once. */
export interface StaffEnrolled {
  staff: StaffMember;
  recovery_codes: string[];
}

/** `POST /api/staff/accounts/` (201) and `…/reset-factor/`: the one-time link to give its owner. */
export interface StaffEnrolmentLink {
  /** `<site>/desk/enrol#token=…`: the token in the fragment never reaches a server's log. */
  enrolment_link: string;
  enrolment_expires_at: string;
}

export interface StaffAccountCreated extends StaffEnrolmentLink {
  account: StaffAccount;
}

/** One of the signed-in member's sessions: `GET /api/staff/sessions/`. */
export interface StaffSessionInfo {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** When it ends however it is used (12 h after sign-in). */
  expires_at: string;
  /** The client's network as it signed in (an IPv4 /24, an IPv6 /48). */
  network: string;
  user_agent: string;
  /** The session of this very request. */
  current: boolean;
}

/** One entry of the staff audit: who did what to whom, when, from which network. */
export interface StaffAuditEvent {
  id: number;
  at: string;
  /** Null when no one was signed in (a failed sign-in) or a server command did it. */
  actor: { id: number; email: string; name: string } | null;
  action: string;
  /** What the action was about: `staff:12`, `session:…`; null when nothing in particular. */
  target: string | null;
  network: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** `GET /api/staff/audit/?before=ID`: newest first; `next_before` asks for the page after, null at the end. */
export interface StaffAuditPage {
  events: StaffAuditEvent[];
  next_before: number | null;
}
