/**
 * The figures the hospital itself has supplied (the spec's counter band), the only ones the site
 * may show beside what is true by construction (its hours, the doctors it lists, the packages it
 * offers). The content test allows exactly these; any other outcome figure, case count or
 * percentage in the content fails it (issue 17).
 */
export const HOSPITAL_FIGURES = {
  /** Nurses, technicians and other clinical staff. */
  medicalWorkers: 50,
  happyPatients: 550,
} as const;
