/** The sizes and ranges every form and the API check, in one place. */
import { VISIT_HORIZON_MONTHS } from './dates';

export const LIMITS = {
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
  addressMax: 500,
  subjectMax: 200,
  messageMax: 2000,
  loginIdMin: 3,
  loginIdMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  ageMin: 1,
  ageMax: 120,
  /** Tests one home or lab collection takes: one visit, one sample draw. */
  labTestsMax: 10,
  /** Ids are PostgreSQL `integer`s. */
  idMax: 2_147_483_647,
  visitHorizonMonths: VISIT_HORIZON_MONTHS,
  prescriptionMaxBytes: 5 * 1024 * 1024,
  /** Access grants and link tokens the API hands out are far shorter; anything longer is not one. */
  secretMax: 200,
  /** A phone field's room for what people type around the 10 digits: `+91 (98110) 22-334`. */
  phoneTypedMax: 20,
} as const;
