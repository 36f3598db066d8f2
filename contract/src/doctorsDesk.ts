/**
 * The OPD manager's fees, prices and doctors' profiles at the desk (issue 48): the limits and the
 * answers' types, without yup (their schemas are doctorsDeskSchemas.ts, loaded with a form).
 *
 * A price change takes effect on a day: the price shown and charged for a booking made that day or
 * later, whatever the visit's day. A booking keeps the price it was made at (a patient expects what
 * was quoted when booking), so a change is never for a day already past.
 */

export const PRICE_LIMITS = {
  /** A consultation fee above this is a typing slip (an extra zero), not a fee: ₹50,000. */
  feeMax: 50_000,
  /** A package's or test's price above this is a slip too: ₹5,00,000 (the dearest package is far below). */
  priceMax: 500_000,
  yearsOfPracticeMax: 70,
  qualificationsMax: 12,
  qualificationMax: 120,
  aboutMax: 4000,
  registrationMax: 120,
} as const;

/**
 * A doctor's photo uploaded at the desk: recognised by its bytes as one of these, never by its
 * name. At most 1 MB: the doctors' list shows every photo, and a portrait of 800 × 1000 is about
 * 150 KB (docs/images.md); each side from 300 px (sharp in the 400 × 500 frame) to 5,000 px (a
 * camera's, not a picture built to exhaust memory when drawn).
 */
export const DOCTOR_PHOTO = {
  types: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  maxBytes: 1024 * 1024,
  sideMin: 300,
  sideMax: 5000,
} as const;
export type DoctorPhotoMime = keyof typeof DOCTOR_PHOTO.types;

/** For the photo's `<input type="file" accept>`. */
export const DOCTOR_PHOTO_ACCEPT = Object.entries(DOCTOR_PHOTO.types)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

/** The languages a doctor may be listed as speaking (BCP 47), in the order the editor offers them. */
export const DOCTOR_LANGUAGES = ['en', 'hi', 'pa', 'ur', 'bn', 'ta', 'te', 'mr', 'gu', 'ml', 'kn'] as const;
export type DoctorLanguage = (typeof DOCTOR_LANGUAGES)[number];

export const FEE_MODES = ['in_person', 'online'] as const;
export type FeeMode = (typeof FEE_MODES)[number];

/** A price from a day on: `effective_from` `YYYY-MM-DD` (Asia/Kolkata). */
export interface ScheduledPrice {
  price: number;
  effective_from: string;
}

/** A price as the editor shows it: in effect today, and the changes from tomorrow on. */
export interface PriceTimeline {
  current: number;
  scheduled: ScheduledPrice[];
}

/** A doctor as the desk's list shows them. */
export interface StaffDoctorListItem {
  id: number;
  slug: string;
  doctor_name: string;
  department: { id: number; name: string };
  retired_at: string | null;
  fee: { in_person: number; online: number };
}

/** `GET /api/staff/doctors/:id/`: the profile in both languages, its version, and the fees. */
export interface StaffDoctor {
  id: number;
  slug: string;
  version: number;
  doctor_name: string;
  doctor_name_hi: string | null;
  department: number;
  about: string;
  about_hi: string | null;
  languages: string[];
  qualifications: string[];
  registration_council: string | null;
  registration_number: string | null;
  years_of_practice: number | null;
  image: string | null;
  retired_at: string | null;
  fees: { in_person: PriceTimeline; online: PriceTimeline };
}

/** A package or a test with its price in effect today and its scheduled changes. */
export interface StaffPricedItem {
  kind: 'package' | 'test';
  /** The package's slug, the test's id: how its change is addressed. */
  key: string;
  name: string;
  /** The lab of a test; null for a package. */
  lab: string | null;
  price: PriceTimeline;
}

/** `GET /api/staff/prices/`. */
export interface StaffPrices {
  packages: StaffPricedItem[];
  tests: StaffPricedItem[];
}
