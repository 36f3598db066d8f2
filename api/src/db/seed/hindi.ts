/**
 * The seed's Hindi, gathered from the translators' `*.hi.ts` files: service texts by slug, and the
 * rest keyed by the English name they translate. Migration 0009 writes them into a database
 * deployed earlier, the seed into a new one; `test/hindi-seed.test.ts` checks nothing English is
 * left without its Hindi.
 */
import type { SeedServiceTexts } from './types';
import { departmentNamesHi, doctorsHi } from './doctors.hi';
import { labNamesHi, testNamesHi } from './labs.hi';
import { accidentAndEmergencyHi } from './services/accident-and-emergency.hi';
import { bariatricSurgeryHi } from './services/bariatric-surgery.hi';
import { cardiologyHi } from './services/cardiology.hi';
import { dentalMedicineHi } from './services/dental-medicine.hi';
import { diabetesAndEndocrinologyHi } from './services/diabetes-and-endocrinology.hi';
import { fullBodyHealthCheckupHi } from './services/full-body-health-checkup.hi';
import { homeCareHi } from './services/home-care.hi';
import { orthopaedicsHi } from './services/orthopaedics.hi';

export const serviceTextsHi: Readonly<Record<string, SeedServiceTexts>> = {
  'accident-and-emergency': accidentAndEmergencyHi,
  'bariatric-surgery': bariatricSurgeryHi,
  cardiology: cardiologyHi,
  'dental-medicine': dentalMedicineHi,
  'diabetes-and-endocrinology': diabetesAndEndocrinologyHi,
  'full-body-health-checkup': fullBodyHealthCheckupHi,
  'home-care': homeCareHi,
  orthopaedics: orthopaedicsHi,
};

export { departmentNamesHi, doctorsHi, labNamesHi, testNamesHi };
