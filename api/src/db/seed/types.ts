import type { Point } from 'contract';
import type { ServicePageContent } from '../schema';

export interface SeedService {
  slug: string;
  /**
   * The slug of the department that treats its patients (`emergency-medicine` for
   * `accident-and-emergency`): the hospital's own link, never guessed from the names. Null when
   * no one department runs it.
   */
  department: string | null;
  name: string;
  description: string;
  /** Under `/media/`, e.g. `services/cardiology-banner.svg`. */
  service_banner: string;
  page: ServicePageContent;
}

export interface SeedDoctor {
  doctor_name: string;
  /** Under `/media/`, e.g. `doctors/dr-anita-sharma.svg`. */
  image: string;
  about: string;
}

export interface SeedDepartment {
  department_name: string;
  doctors: SeedDoctor[];
}

export interface SeedLab {
  lab_name: string;
  /** Its samples can be collected at the patient's home. */
  home_collection: boolean;
  tests: { test_name: string; test_price: number }[];
}

/** Lists of points read better in the seed files as plain strings. */
export function points(...texts: string[]): Point[] {
  return texts.map((point) => ({ point }));
}

/** A service's two hero images and banner follow one naming pattern under `media/services/`. */
export function serviceImages(slug: string) {
  return {
    banner: `services/${slug}-banner.svg`,
    hero1: `services/${slug}-hero-1.svg`,
    hero2: `services/${slug}-hero-2.svg`,
  };
}

/**
 * A service's texts in another language: the same shape as the English seed, images and ids kept,
 * every text translated. `services/<slug>.hi.ts` holds the Hindi.
 */
export type SeedServiceTexts = Pick<SeedService, 'name' | 'description' | 'page'>;

/** A doctor's texts in another language, keyed in `doctors.hi.ts` by the English `doctor_name`. */
export interface SeedDoctorTexts {
  doctor_name: string;
  about: string;
}
