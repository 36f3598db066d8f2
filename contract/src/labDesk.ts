/**
 * The phlebotomist's run sheet (issue 47's Labs): one day's lab bookings, the lab visits by lab and
 * the home collections by pincode and window, each marked collected or not reached by the desk.
 * A mark carries the `version` the sheet gave, as the day list's actions do.
 */
import type { CollectionPlace } from './entities';

/** `booked` and `cancelled` are the booking's own; the desk adds the two marks. */
export const LAB_DESK_STATUSES = ['booked', 'collected', 'not_reached', 'cancelled'] as const;
export type LabDeskStatus = (typeof LAB_DESK_STATUSES)[number];

export interface LabRunRow {
  reference: string;
  date: string;
  collection: CollectionPlace;
  /** The lab of its tests; null for a package. */
  lab: { id: number; name: string } | null;
  /** The tests in the order chosen (none for a package), or the package's name. */
  tests: string[];
  package: string | null;
  /** Whole rupees as quoted, the home collection charge included: what the phlebotomist collects. */
  price: number;
  patient_name: string;
  /** Lab bookings store the age, not the sex. */
  age: number;
  phone_last4: string;
  /** A home collection's pincode, window (`07-09`) and address: where the phlebotomist goes; null at the lab. */
  pincode: string | null;
  window: string | null;
  address: string | null;
  status: LabDeskStatus;
  collected_at: string | null;
  version: number;
}

export interface LabRunSheet {
  date: string;
  /** By lab name (packages at the hospital last), each in the order booked. */
  lab_visits: { lab: { id: number; name: string } | null; bookings: LabRunRow[] }[];
  /** By pincode, then window. */
  home_collections: { pincode: string; window: string; bookings: LabRunRow[] }[];
}

export interface LabHistoryEntry {
  id: number;
  at: string;
  actor: { id: number; name: string; email: string } | null;
  action: 'view' | 'status';
  from: LabDeskStatus | null;
  to: LabDeskStatus | null;
  /** A reset's words. */
  reason: string | null;
  network: string | null;
}
