/**
 * The entities as the API serves them. The API and the site both import these, so a
 * change to a shape is made once, here.
 */
import type { FieldIssue } from './fieldErrors';

/** The department that treats a service's patients, its name in the language asked for (`?lang=`). */
export interface ServiceDepartment {
  id: number;
  /** From the English name, the same in every language. */
  slug: string;
  name: string;
}

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Absolute URL or a path under the API's media area; null when the service has no banner. */
  service_banner: string | null;
  /** Null for a service no one department runs (a health check-up). */
  department: ServiceDepartment | null;
}

export interface Point {
  point: string;
}

export interface HeroSection {
  title: string;
  subtitle: string;
  description: string;
  badge_1: string;
  badge_2: string;
  badge_3: string;
  badge_4: string;
  image_1: string | null;
  image_2: string | null;
}

export interface WhyChooseUsSection {
  id: number;
  title: string;
  description: string;
  points: Point[];
}

export interface ServiceDetail {
  title: string;
  intro_text: string;
  points: Point[];
}

export interface Technology {
  name: string;
  purpose: string;
}

export interface SupportService {
  title: string;
  points: Point[];
}

export interface WhenNeededCondition {
  condition: string;
}

/**
 * @deprecated Service pages carry no outcome figures any more (the hospital supplied none); kept only
 * so that shared-ui 1.x's surface stays whole. Remove it in the next major release.
 */
export interface ServiceStatistics {
  cases_treated: string;
  success_rate: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** What a call to action's button does: dial its `emergency_contact`, or open the booking form (service's department chosen). */
export type CtaAction = 'call' | 'book';

export interface CtaSection {
  title: string;
  description: string;
  emergency_contact: string;
  button_text: string;
  action: CtaAction;
}

export interface ServicePage {
  name: string;
  slug: string;
  /** As in the services list: null when no one department runs the service. */
  department: ServiceDepartment | null;
  hero_section: HeroSection | null;
  why_choose_us_sections: WhyChooseUsSection[];
  service_details: ServiceDetail[];
  technologies: Technology[];
  support_services: SupportService[];
  when_needed_conditions: WhenNeededCondition[];
  leader_points: Point[];
  faqs: Faq[];
  cta_section: CtaSection | null;
}

export interface Department {
  id: number;
  /** In the language asked for (`?lang=`). */
  department_name: string;
  /** From the English name (`diabetes-and-endocrinology`), the same in every language: match on this, never on the name. */
  slug: string;
}

export interface Doctor {
  id: number;
  doctor_name: string;
  /** `doctors/x.svg`, a bare filename, or a full URL; relative ones resolve under the API's /media/. */
  image: string | null;
  about: string;
  department: Department;
  /** From the name (`dr-anil-sharma`), the same in every language: the profile page's address. */
  slug: string;
  /** BCP 47 codes of the languages the doctor consults in. */
  languages: string[];
  /** The weekdays (0 = Sunday, Asia/Kolkata) with at least one OPD session, for filters. */
  opd_days: (0 | 1 | 2 | 3 | 4 | 5 | 6)[];
}

export interface Lab {
  id: number;
  lab_name: string;
  /** Its samples can be collected at the patient's home (a pathology lab); absent from other backends: no. */
  home_collection?: boolean;
}

export interface LabTest {
  id: number;
  test_name: string;
  /** Rupees. */
  test_price: number;
  /** The lab's id. */
  lab: number;
}

/** Health check packages, diabetes programmes and home care visits: what a patient books with a price. */
export type CarePackageKind = 'health-check' | 'diabetes-programme' | 'home-care';
/** Where a package is given: at the hospital, at the patient's home, or either (its samples collected at home). */
export type CarePlace = 'hospital' | 'home' | 'either';
/** What the price buys: the whole package, one visit, one day of care, or the whole programme. */
export type PriceBasis = 'package' | 'visit' | 'day' | 'programme';

/**
 * A bookable package as `GET /api/package/packages/?lang=` serves it: its texts in the language asked
 * for, its price in whole rupees. Booked through the lab appointment with `package` instead of a test.
 */
export interface CarePackage {
  id: number;
  slug: string;
  kind: CarePackageKind;
  name: string;
  /** Whom it suits, one sentence. */
  summary: string;
  /** Whole rupees, for what `price_basis` says. */
  price: number;
  price_basis: PriceBasis;
  includes: string[];
  /** How to prepare (fasting, medicines); null when nothing is needed. */
  preparation: string | null;
  /** The samples taken (blood, urine); null when none are. */
  sample_type: string | null;
  /** When the reports are ready; null when there are none. */
  report_time: string | null;
  /** How long a programme or visit lasts; null for a one-morning package. */
  duration: string | null;
  place: CarePlace;
}

/** Where a lab booking's samples are taken or its home visit is made. */
export type CollectionPlace = 'lab' | 'home';

export type AppointmentMode = 'ON' | 'OFF';
export type Gender = 'M' | 'F' | 'O';

export interface DoctorAppointment {
  id: number;
  reference: string;
  department: number;
  doctor: number;
  date: string;
  mode: AppointmentMode;
  patient_name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
  consent_at: string;
  created_at: string;
}

/**
 * The 201 of a doctor booking: the slot it holds and a look-up's access grant (30 minutes); the
 * doctor, department and room named in the request's language (`?lang=`).
 */
export interface DoctorAppointmentCreated extends DoctorAppointment {
  doctor_name: string;
  department_name: string;
  /** `HH:MM` Asia/Kolkata. */
  slot_start: string;
  slot_end: string;
  /** Null for an online consultation; "Room 12", "कमरा 12" in Hindi. */
  room: string | null;
  access: string;
  /** ISO 8601. */
  access_expires_at: string;
}

export interface LabAppointment {
  id: number;
  reference: string;
  /** The lab and tests of a test booking (`test` is the first of `tests`); null and [] for a package. */
  lab: number | null;
  test: number | null;
  tests: number[];
  /** The package's id; null for a single test. */
  package: number | null;
  /** Whole rupees, as quoted when booked: the test's or package's price, plus the home collection charge for a test taken at home. */
  price: number;
  collection: CollectionPlace;
  /** For a home visit: its pincode and time window (`07-09`); null at the lab. */
  pincode: string | null;
  collection_window: string | null;
  date: string;
  age: number;
  patient_name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
  has_prescription: boolean;
  consent_at: string;
  created_at: string;
}

export type BookingStatus = 'booked' | 'cancelled';

/** What the manage-booking lookup and cancel answer: the booking, never the patient's details. */
interface BookingSummaryBase {
  reference: string;
  /** The visit day, `YYYY-MM-DD`. */
  date: string;
  status: BookingStatus;
  /** When it was cancelled (ISO 8601), null while booked. */
  cancelled_at: string | null;
  /** Still booked, the visit day not past (in the hospital's zone) and the visit not yet recorded at the desk. */
  can_cancel: boolean;
}

export interface DoctorBookingSummary extends BookingSummaryBase {
  kind: 'doctor';
  doctor_name: string;
  department_name: string;
  mode: AppointmentMode;
  /** `HH:MM` Asia/Kolkata; null for a booking made before slots. */
  slot_start: string | null;
  slot_end: string | null;
  /** Null online, or for a booking made before slots. Like the names, in the request's language (`?lang=`). */
  room: string | null;
  doctor_slug: string;
  /** Rupees: the fee in effect the day it was booked, kept whatever the fee becomes. */
  fee: number;
}

export interface LabBookingSummary extends BookingSummaryBase {
  kind: 'lab';
  /** The tests' names (comma-separated, in the order chosen), or the package's; in the request's language (`?lang=`). */
  test_name: string;
  /** The tests' lab, in the request's language; null for a package. */
  lab_name: string | null;
  /** Rupees, as quoted when booked. */
  test_price: number;
  collection: CollectionPlace;
  /** `07-09` for a home visit; null at the lab. */
  collection_window: string | null;
}

export type BookingSummary = DoctorBookingSummary | LabBookingSummary;

/**
 * A successful look-up (with the e-mailed code or the confirmation's link): the booking, and an
 * access grant that cancels it without asking for the code again until it expires (30 minutes).
 */
export interface BookingAccess {
  booking: BookingSummary;
  access: string;
  /** ISO 8601. */
  access_expires_at: string;
}

export type ContactResult = ({ success: true } & MessageResponse) | { success: false; error: string };

/** The account as login answers it: never the password hash. */
export interface Account {
  id: number;
  name: string;
  email: string;
  phone: string;
  age: number;
  gender: Gender;
  login_id: string;
  created_at: string;
}

/**
 * An answer in words: its English `message` for callers that show it as it is, and its `code` (with
 * `params`) in the contract's vocabulary, which the site says in its reader's language.
 */
export interface MessageResponse extends FieldIssue {
  message: string;
}

/** Every 400 the API sends for bad input. */
export interface ValidationErrorResponse {
  message: string;
  errors: Record<string, string>;
}
