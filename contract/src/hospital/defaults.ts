import { ENGLISH_FACT_DEFAULTS, factsInForce } from './hospital';
import type { EditableHospitalFacts } from './hospital';
import { HINDI_FACT_DEFAULTS } from './hospitalHi';

/** A fresh deployment's facts, in both languages: what the API starts from and the editor checks. */
export const HOSPITAL_FACT_DEFAULTS: EditableHospitalFacts = { ...ENGLISH_FACT_DEFAULTS, ...HINDI_FACT_DEFAULTS };

/** The facts in force, every one, as a plain object (what a page server writes into a page). */
export const hospitalFactsInForce = (): EditableHospitalFacts => ({ ...HOSPITAL_FACT_DEFAULTS, ...factsInForce() });
