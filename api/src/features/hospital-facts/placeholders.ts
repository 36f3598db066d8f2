/**
 * Texts stored in the database (the service pages) never hold a phone number of their own: they
 * name it, `{emergencyPhone}`, and it is the number in force when the text is answered, so an
 * admin's change reaches every page without touching its texts (issue 48). It is put in as the
 * answer goes out, after the read cache: a kept answer never holds the facts of when it was read.
 */
import { HOSPITAL } from 'contract/hospital';

const PHONES = {
  emergencyPhone: () => HOSPITAL.emergencyPhone,
  ambulancePhone: () => HOSPITAL.ambulancePhone,
  supportPhone: () => HOSPITAL.supportPhone,
} as const;

const PLACEHOLDER = /\{(emergencyPhone|ambulancePhone|supportPhone)\}/g;

/** A JSON answer with each fact placeholder in its strings as the fact in force (JSON-escaped). */
export const withHospitalFactsInJson = (json: string): string =>
  json.replace(PLACEHOLDER, (_, name: keyof typeof PHONES) => JSON.stringify(PHONES[name]()).slice(1, -1));
