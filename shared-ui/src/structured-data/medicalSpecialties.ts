/**
 * The hospital's departments (by their `slug`, the same in every language) that practise one of
 * schema.org's medical specialties (https://schema.org/MedicalSpecialty), matched by what the
 * department is, one to one. A department not listed (Internal Medicine: schema.org has no such
 * member) gets no specialty rather than a near one.
 */
export const MEDICAL_SPECIALTY: Readonly<Record<string, string[]>> = {
  'emergency-medicine': ['https://schema.org/Emergency'],
  cardiology: ['https://schema.org/Cardiovascular'],
  orthopaedics: ['https://schema.org/Musculoskeletal'],
  'diabetes-and-endocrinology': ['https://schema.org/Endocrine'],
  'dental-medicine': ['https://schema.org/Dentistry'],
  'bariatric-and-laparoscopic-surgery': ['https://schema.org/Surgical'],
  'home-care-and-geriatrics': ['https://schema.org/Geriatric'],
  neurology: ['https://schema.org/Neurologic'],
  paediatrics: ['https://schema.org/Pediatric'],
  'obstetrics-and-gynaecology': ['https://schema.org/Obstetric', 'https://schema.org/Gynecologic'],
  nephrology: ['https://schema.org/Renal'],
};

/** The schema.org specialties a department practises, none for a department not listed. */
export const medicalSpecialtiesOf = (departmentSlug: string): string[] =>
  Object.hasOwn(MEDICAL_SPECIALTY, departmentSlug) ? (MEDICAL_SPECIALTY[departmentSlug] ?? []) : [];
