/** The tables as Kysely sees them; `migrations/` creates them. */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  AppointmentMode,
  BookingStatus,
  CarePackage,
  CarePackageKind,
  CarePlace,
  CollectionPlace,
  DeskSource,
  Gender,
  PhoneNoticeKind,
  PhoneNoticeStatus,
  PriceBasis,
  ServicePage,
  StaffRole,
} from 'contract';
import type { SearchWordsByLanguage } from 'contract/search-words';
import type { VitalsBeacon, VitalsDevice } from 'contract/vitals';
import type { Language } from '../http/language';

/** The words patients type for a department or a service, that the site search finds it by (migration 0020). */
type SearchWordsColumn = ColumnType<SearchWordsByLanguage, string | undefined, string>;

/** A timestamp column the database fills: read as a Date, never written by the API. */
type CreatedAt = ColumnType<Date, never, never>;
type Timestamp = ColumnType<Date, Date, Date>;

/** Everything of a service page except what the `services` row already holds. */
export type ServicePageContent = Omit<ServicePage, 'name' | 'slug' | 'department'>;

/** A `*_hi` column is the Hindi of the column it follows; null answers in English (migration 0009). */
export interface DepartmentsTable {
  id: Generated<number>;
  department_name: string;
  department_name_hi: string | null;
  /** From the English name (`diabetes-and-endocrinology`), by the database: the same in every language. */
  slug: ColumnType<string, never, never>;
  search_words: SearchWordsColumn;
}

export interface DoctorsTable {
  id: Generated<number>;
  doctor_name: string;
  department_id: number;
  image: string | null;
  about: string;
  doctor_name_hi: string | null;
  about_hi: string | null;
  /** From the English name (`dr-anita-sharma`), by the database (migration 0011). */
  slug: ColumnType<string, never, never>;
  qualifications: ColumnType<string[], string | undefined, string>;
  registration_council: ColumnType<string | null, string | null | undefined, string | null>;
  registration_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** BCP 47 codes. */
  languages: ColumnType<string[], string | undefined, string>;
  years_of_practice: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whole rupees. */
  fee_in_person: ColumnType<number, number | undefined, number>;
  fee_online: ColumnType<number, number | undefined, number>;
  /** Raised by a trigger on every update: the desk's editor names the version it read (migration 0029). */
  version: ColumnType<number, never, never>;
  /** Set when the hospital retires the doctor: gone from every list and booking, their bookings kept. */
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A doctor's photo uploaded at the desk, never changed: `doctors.image` names one (migration 0034). */
export interface DoctorPhotosTable {
  id: Generated<number>;
  doctor_id: number;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
  created_at: Generated<Date>;
  created_by: number | null;
}

/** A slug a renamed doctor had: its page answers 301 with the doctor's slug now (migration 0034). */
export interface DoctorFormerSlugsTable {
  slug: string;
  doctor_id: number;
  until: Generated<Date>;
}

/** A weekly OPD sitting; times `HH:MM` in Asia/Kolkata, a room or (online) none. */
export interface DoctorSessionsTable {
  id: Generated<number>;
  doctor_id: number;
  /** 0 = Sunday. */
  weekday: number;
  start_time: string;
  end_time: string;
  room: string | null;
  online: boolean;
  slot_minutes: number;
  /** `YYYY-MM-DD`, read back as text (`to_char`); null: since before the desk kept timetables (migration 0028). */
  effective_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last day it is held; null until a later timetable ends it. */
  effective_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The counter's last slots of this session; null: `DESK_COUNTER_QUOTA`. */
  counter_quota: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A day a doctor does not sit (leave, a holiday). */
export interface DoctorExceptionsTable {
  id: Generated<number>;
  /** Null: the whole hospital is closed (a public holiday). */
  doctor_id: number | null;
  /** Written `YYYY-MM-DD`; read back as text (`to_char`). */
  day: string;
  reason: string;
  reason_hi: string | null;
  /** The leave saved at the desk this day comes from; null for the seeded days off. */
  leave_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** `HH:MM`: only the session starting then is off; null for the whole day. */
  session_start: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Leave or a closure as the OPD manager saved it (issue 48); expanded into `doctor_exceptions`. */
export interface DoctorLeaveTable {
  id: Generated<number>;
  doctor_id: number | null;
  from_day: string;
  to_day: string;
  session_start: string | null;
  reason: string;
  reason_hi: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
}

/** A booking cancelled by leave, and its rebook link (its keyed hash), single use. */
export interface LeaveRebookTable {
  appointment_id: number;
  leave_id: number | null;
  token_hash: string;
  cancelled_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  new_appointment_id: number | null;
}

export interface LabsTable {
  id: Generated<number>;
  lab_name: string;
  /** Its samples can be collected at the patient's home. */
  home_collection: ColumnType<boolean, boolean | undefined, boolean>;
  lab_name_hi: string | null;
}

export interface LabTestsTable {
  id: Generated<number>;
  test_name: string;
  /** Whole rupees. */
  test_price: number;
  lab_id: number;
  test_name_hi: string | null;
}

/** A package's texts in one language: what `GET /api/package/packages/?lang=` answers beside its facts. */
export type CarePackageText = Pick<
  CarePackage,
  'name' | 'summary' | 'includes' | 'preparation' | 'sample_type' | 'report_time' | 'duration'
>;
/** Every language the site speaks; the catalogue is read whole in one of them, so it is one JSON document. */
export type CarePackageTexts = Record<'en' | 'hi', CarePackageText>;

export interface CarePackagesTable {
  id: Generated<number>;
  slug: string;
  kind: CarePackageKind;
  /** Order within its kind. */
  position: number;
  /** Whole rupees, for what `price_basis` says. */
  price: number;
  price_basis: PriceBasis;
  place: CarePlace;
  texts: ColumnType<CarePackageTexts, string, string>;
}

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  service_banner: string | null;
  /** Order in menus and carousels. */
  position: number;
  /** Read whole by slug and written only by the seed, so it is kept as one JSON document (docs/decisions/0001). */
  page: ColumnType<ServicePageContent, string, string>;
  name_hi: string | null;
  description_hi: string | null;
  page_hi: ColumnType<ServicePageContent | null, string | null, string | null>;
  /** The department that treats its patients; null when no one department does (migration 0010). */
  department_id: number | null;
  /** Its own words, beside its department's: only a service no department runs needs any. */
  search_words: SearchWordsColumn;
}

/** What a price change is of: a doctor's fee of one mode, a package's or a test's price. */
export type PricedItem = 'fee_in_person' | 'fee_online' | 'package' | 'test';

/** A fee or price from a date on, set at the desk (migration 0029). */
export interface PriceChangesTable {
  id: Generated<number>;
  item: PricedItem;
  /** The doctor's, package's or test's id. */
  item_id: number;
  /** Whole rupees. */
  price: number;
  /** Written `YYYY-MM-DD`; read back as text (`to_char`). */
  effective_from: string;
  created_at: CreatedAt;
  created_by: number | null;
}

export interface DoctorAppointmentsTable {
  id: Generated<number>;
  department_id: number;
  doctor_id: number;
  /** `YYYY-MM-DD`: read back as text so no time zone can shift the day. */
  visit_date: string;
  mode: AppointmentMode;
  patient_name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
  consent_at: Timestamp;
  created_at: CreatedAt;
  status: ColumnType<BookingStatus, never, BookingStatus>;
  /** Set with `status = 'cancelled'`, null while booked (a check holds them together). */
  cancelled_at: ColumnType<Date | null, never, Date>;
  /** The slot held, `HH:MM` Asia/Kolkata, and its room (null online); null before slots (migration 0011). */
  slot_start: ColumnType<string | null, string | null | undefined, string | null>;
  slot_end: ColumnType<string | null, string | null | undefined, string | null>;
  room: ColumnType<string | null, string | null | undefined, string | null>;
  /** `APT-XXXXX-XXXXC` (random), or `APT-000019` for bookings made before references were random. */
  reference: string;
  /** Set when the personal fields were blanked (retention or erasure); the row stays for statistics. */
  anonymised_at: ColumnType<Date | null, never, Date>;
  /** Booked while signed in to this account (migration 0012); null otherwise. */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The booking client's IPv4 /24 or IPv6 /64 (migration 0015); null before it. */
  network_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** How its contact was proven: the e-mailed code, a confirmed account's e-mail, or null (unproven). */
  contact_proof: ColumnType<ContactProof | null, ContactProof | null | undefined, ContactProof | null>;
  /** The language it was booked in, its e-mails' and calendar file's (migration 0016). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The desk's status beyond booked (migration 0022); null while booked or cancelled before it. */
  desk_status: ColumnType<DeskVisitStatus | null, DeskVisitStatus | null | undefined, DeskVisitStatus | null>;
  /** The arrival's token for the doctor and day, and when; null until arrived. */
  token: ColumnType<number | null, number | null | undefined, number | null>;
  arrived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  source: ColumnType<DeskSource, DeskSource | undefined, DeskSource>;
  patient_age: ColumnType<number | null, number | null | undefined, number | null>;
  patient_sex: ColumnType<Gender | null, Gender | null | undefined, Gender | null>;
  /** Raised by a trigger on every update: a desk's change names the version it read. */
  version: ColumnType<number, never, never>;
  /** Whole rupees: the fee of its mode in effect the day it was booked, set by a trigger (migration 0029). */
  fee: ColumnType<number, number | undefined, never>;
}

/** The statuses `desk_status` holds: `booked` and `cancelled` are `status`'s. */
export type DeskVisitStatus = 'arrived' | 'completed' | 'no_show';

/** One counter a doctor and day: the last token handed out (migration 0022). */
export interface DeskTokensTable {
  doctor_id: number;
  visit_date: string;
  last_token: number;
}

/** Every status change and staff view of an OPD booking (migration 0022); kept one year. */
export interface BookingHistoryTable {
  /** bigserial: arrives as a string. */
  id: ColumnType<string, never, never>;
  appointment_id: number;
  at: Date;
  actor_id: number | null;
  /** `joining`: the desk sent an online consultation's joining details (migration 0032). */
  action: 'view' | 'status' | 'joining';
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  note: string | null;
  network: string | null;
}

export interface LabAppointmentsTable {
  id: Generated<number>;
  /** A single test and its lab, or a package: a check holds exactly one of the two. */
  lab_id: number | null;
  test_id: number | null;
  package_id: number | null;
  /** Whole rupees as quoted when booked (the home collection charge included). */
  price: number;
  collection: ColumnType<CollectionPlace, CollectionPlace | undefined, CollectionPlace>;
  /** A home visit's pincode (blanked when anonymised) and window (`07-09`); both null at the lab. */
  collection_pincode: string | null;
  collection_window: string | null;
  visit_date: string;
  age: number;
  patient_name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
  /** File name under `<data dir>/uploads/`; never served. */
  prescription_file: string | null;
  prescription_type: string | null;
  consent_at: Timestamp;
  created_at: CreatedAt;
  status: ColumnType<BookingStatus, never, BookingStatus>;
  cancelled_at: ColumnType<Date | null, never, Date>;
  reference: string;
  anonymised_at: ColumnType<Date | null, never, Date>;
  /** Booked while signed in to this account (migration 0012); null otherwise. */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The booking client's IPv4 /24 or IPv6 /64 (migration 0015); null before it. */
  network_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** How its contact was proven: the e-mailed code, a confirmed account's e-mail, or null (unproven). */
  contact_proof: ColumnType<ContactProof | null, ContactProof | null | undefined, ContactProof | null>;
  /** The language it was booked in, its e-mails' and calendar file's (migration 0016). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The run sheet's mark beyond booked (migration 0033); null while booked. */
  desk_status: ColumnType<LabDeskMark | null, LabDeskMark | null | undefined, LabDeskMark | null>;
  collected_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Raised by a trigger on every update: a mark names the version it read. */
  version: ColumnType<number, never, never>;
}

/** The marks `desk_status` holds on a lab booking: `booked` and `cancelled` are `status`'s. */
export type LabDeskMark = 'collected' | 'not_reached';

/** Every mark and staff view of a lab booking (migration 0033); kept one year. */
export interface LabBookingHistoryTable {
  /** bigserial: arrives as a string. */
  id: ColumnType<string, never, never>;
  appointment_id: number;
  at: Date;
  actor_id: number | null;
  action: 'view' | 'status';
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  network: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent_at: Timestamp;
  created_at: CreatedAt;
  /** The desk's inbox (migration 0024): moved only forward, by a member, each change raising `version`. */
  status: Generated<ContactMessageStatus>;
  status_at: Timestamp | null;
  status_by: number | null;
  version: Generated<number>;
}

export type ContactMessageStatus = 'new' | 'answered' | 'closed';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  age: number;
  gender: Gender;
  login_id: string;
  password_hash: string;
  consent_at: Timestamp;
  created_at: CreatedAt;
  /** Null until the e-mailed link is used; such an account cannot sign in (migration 0012). */
  email_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A signed-in browser: the cookie's id is stored only as a keyed hash. */
export interface AccountSessionsTable {
  id_hash: string;
  account_id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** An e-mailed link's token (confirm the e-mail, reset the password), hashed; single use. */
export interface AccountTokensTable {
  token_hash: string;
  account_id: number;
  purpose: 'confirm' | 'reset';
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A browser that signed in to the account before (its cookie, hashed): not slowed by others' failures. */
export interface AccountDevicesTable {
  device_hash: string;
  account_id: number;
  last_used_at: Date;
}

/** Failed sign-ins under one key (an address, an account and address, an account). */
export interface SignInFailuresTable {
  key: string;
  failures: number;
  last_failure_at: Date;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  /** What the message is about, e.g. `APT-000123`: names the `.eml` file. */
  reference: string;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** Not tried before this time: a claim by one instance, or the pause after a failed attempt. */
  next_attempt_at: ColumnType<Date, never, Date>;
  created_at: CreatedAt;
  /** Inserted without one, a message is a booking e-mail (the column's default). */
  purpose: ColumnType<OutgoingMailPurpose, OutgoingMailPurpose | undefined, OutgoingMailPurpose>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  /** A suppressed e-mail is logged once, by the dispatcher, after its booking is committed. */
  suppression_logged: ColumnType<boolean, never, boolean>;
}

export type OutgoingMailPurpose = 'booking' | 'access-code';
/** `failed`: given up after the last retry; `suppressed`: over the per-recipient limit, never sent. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'suppressed';

/** POST allowances shared by every API instance on one PostgreSQL (http/rate-limit-store.ts). */
export interface RateLimitsTable {
  /** A hash of the client's address and the allowance's name, never the address itself. */
  key: string;
  hits: number;
  window_ends: Timestamp;
}

export type BookingKind = 'doctor' | 'lab';

/** A one-time code e-mailed to a booking's address: only its keyed hash is kept. */
export interface BookingAccessCodesTable {
  id: Generated<number>;
  booking_kind: BookingKind;
  booking_id: number;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** What a successful look-up hands out to cancel without the code again (keyed hash only). */
export interface BookingAccessGrantsTable {
  grant_hash: string;
  booking_kind: BookingKind;
  booking_id: number;
  expires_at: Timestamp;
}

/** The confirmation e-mail's single-use link (keyed hash of its token only). */
export interface BookingLinkTokensTable {
  token_hash: string;
  booking_kind: BookingKind;
  booking_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Keys every instance on one database shares (the booking-access key when `API_SECRET` is unset). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export type ContactProof = 'code' | 'account';

/** A code e-mailed to prove a booking's address (migration 0015): keyed hashes only. */
export interface ContactCodesTable {
  id: Generated<number>;
  recipient_hash: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  voided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A lab booking's tests, in the order chosen (migration 0017). */
export interface LabAppointmentTestsTable {
  appointment_id: number;
  test_id: number;
  position: number;
}

/** One visit's speed (migration 0019): no identifier, nothing about the visitor but the device class. */
export interface VitalsSamplesTable {
  /** The hospital's day (YYYY-MM-DD) the beacon came. */
  day: ColumnType<string, string, never>;
  route: string;
  lang: VitalsBeacon['lang'];
  device: VitalsDevice;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  live: number | null;
}

/** Staff accounts (issue 47, migration 0021): apart from patients' `accounts`. */
export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  /** Null until enrolment sets it. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The TOTP secret, encrypted (features/staff/secrets.ts); null until enrolment. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step accepted: a code is good once. bigint arrives as a string. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  enrolled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface StaffRecoveryCodesTable {
  code_hash: string;
  staff_id: number;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  id_hash: string;
  staff_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  network: string;
  user_agent: string;
}

export interface StaffEnrolmentTokensTable {
  token_hash: string;
  staff_id: number;
  /** The TOTP secret shown with the link's first use, encrypted; it becomes the account's at completion. */
  pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type StaffAuditDetails = Record<string, string | number | boolean | null>;

export interface StaffAuditEventsTable {
  /** bigserial: arrives as a string. */
  id: ColumnType<string, never, never>;
  at: Date;
  actor_id: number | null;
  action: string;
  target: string | null;
  network: string | null;
  details: ColumnType<StaffAuditDetails, string, string>;
}

export interface Database {
  departments: DepartmentsTable;
  doctors: DoctorsTable;
  doctor_photos: DoctorPhotosTable;
  doctor_former_slugs: DoctorFormerSlugsTable;
  doctor_sessions: DoctorSessionsTable;
  doctor_exceptions: DoctorExceptionsTable;
  doctor_leave: DoctorLeaveTable;
  leave_rebook: LeaveRebookTable;
  labs: LabsTable;
  lab_tests: LabTestsTable;
  care_packages: CarePackagesTable;
  services: ServicesTable;
  doctor_appointments: DoctorAppointmentsTable;
  lab_appointments: LabAppointmentsTable;
  lab_appointment_tests: LabAppointmentTestsTable;
  contact_messages: ContactMessagesTable;
  accounts: AccountsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  booking_access_codes: BookingAccessCodesTable;
  booking_access_grants: BookingAccessGrantsTable;
  booking_link_tokens: BookingLinkTokensTable;
  server_secrets: ServerSecretsTable;
  account_sessions: AccountSessionsTable;
  account_tokens: AccountTokensTable;
  account_devices: AccountDevicesTable;
  sign_in_failures: SignInFailuresTable;
  contact_codes: ContactCodesTable;
  vitals_samples: VitalsSamplesTable;
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_enrolment_tokens: StaffEnrolmentTokensTable;
  staff_audit_events: StaffAuditEventsTable;
  desk_tokens: DeskTokensTable;
  booking_history: BookingHistoryTable;
  lab_booking_history: LabBookingHistoryTable;
  notices: NoticesTable;
  notice_consents: NoticeConsentsTable;
  notice_stops: NoticeStopsTable;
  notice_stop_links: NoticeStopLinksTable;
  catalogue_changes: CatalogueChangesTable;
  price_changes: PriceChangesTable;
  online_joining: OnlineJoiningTable;
  hospital_facts: HospitalFactsTable;
}

/** The hospital's facts as the admin last saved them: one row, none before the first save (migration 0035). */
export interface HospitalFactsTable {
  id: ColumnType<number, number | undefined, never>;
  facts: ColumnType<Record<string, unknown>, string, string>;
  version: number;
  updated_at: Date;
  updated_by: number | null;
}

export type OutboxRow = Selectable<OutboxTable>;

/** How an online consultation's patient joins, as the desk last sent it (migration 0032). */
export interface OnlineJoiningTable {
  appointment_id: number;
  how: 'link' | 'call';
  /** `https://…` for a link; null for a call. Never logged: only this row and the patient's messages carry it. */
  link: string | null;
  /** Messages sent so far: the notices' dedupe names it, so each send goes once. */
  sends: number;
  sent_at: Date;
  sent_by: number | null;
}

export type NoticeChannel = 'sms' | 'whatsapp';
/** What a message is for, and where it stands: the contract's, which the desk's list reads too. */
export type NoticeKind = PhoneNoticeKind;
export type NoticeStatus = PhoneNoticeStatus;

/** A booking's SMS or WhatsApp message (migration 0025). */
export interface NoticesTable {
  id: Generated<number>;
  /** booking × kind × channel (and, for a change or reminder, the visit it names): queued once. */
  dedupe: string;
  booking_kind: 'doctor' | 'lab';
  booking_id: number;
  reference: string;
  kind: NoticeKind;
  channel: NoticeChannel;
  /** Ten digits, as the booking has it. */
  phone: string;
  language: 'en' | 'hi';
  /** The template's variables, in order, already within their limits. */
  variables: ColumnType<string[], string, string>;
  status: NoticeStatus;
  attempts: Generated<number>;
  next_attempt_at: Date;
  send_key: string;
  provider_id: string | null;
  last_error: string | null;
  sent_at: Date | null;
  receipt_at: Date | null;
  created_at: CreatedAt;
}

export interface NoticeConsentsTable {
  booking_kind: 'doctor' | 'lab';
  booking_id: number;
  sms: boolean;
  whatsapp: boolean;
  consent_at: Date;
}

export interface NoticeStopsTable {
  phone: string;
  channel: NoticeChannel;
  stopped_at: Date;
}

export interface NoticeStopLinksTable {
  phone: string;
  channel: NoticeChannel;
  token: string;
}

/** A JSON value as a change's before or after holds it. */
export type CatalogueState = Record<string, unknown> | null;

/** One change to the catalogue made at the desk (migration 0026): the history, and the catalogue's version. */
export interface CatalogueChangesTable {
  /** bigserial: arrives as a string. */
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, Date | undefined, never>;
  actor_id: number | null;
  subject: string;
  doctor_id: number | null;
  action: string;
  before: ColumnType<CatalogueState, string | null, never>;
  after: ColumnType<CatalogueState, string | null, never>;
}

export type NoticeRow = Selectable<NoticesTable>;
