import { HOSPITAL_NAME } from './name';

/**
 * The facts of the hospital an admin keeps at the desk (issue 48): phones, e-mails, address in both
 * languages, map position and the desks' hours. The values below are the ones a fresh deployment
 * starts with (placeholders until the hospital confirms its own); the API keeps the hospital's in
 * its database and every reader takes them at run time through `setHospitalFacts`.
 */
export const HOSPITAL_FACT_DEFAULTS = {
  address: 'Plot 12, Sector 16A, Mathura Road, Faridabad, Haryana 121002',
  addressHi: 'प्लॉट 12, सेक्टर 16A, मथुरा रोड, फ़रीदाबाद, हरियाणा 121002',
  /** Reception and appointments, answered around the clock. */
  supportPhone: '+91 129 400 0000',
  /** The emergency department's direct line: what a patient in danger is told to call. */
  emergencyPhone: '+91 129 400 0108',
  /** The hospital's own ambulance desk. */
  ambulancePhone: '+91 129 400 0102',
  /** The messaging-app number the assistant's chat link opens, digits only with the country code. */
  messagingNumber: '911294000000',
  email: 'care@aravalicarehospital.in',
  appointmentsEmail: 'appointments@aravalicarehospital.in',
  /** The Grievance Officer for personal data (India's DPDP Act 2023). */
  privacyEmail: 'privacy@aravalicarehospital.in',
  supportHours: '24 X 7',
  /**
   * The outpatient clinics' (OPD) hours: from the first doctor's session to the last, in person or
   * online, as the doctors' timetables run. Each doctor's own times are on their page.
   */
  openingHours: 'Mon to Sat 9AM to 8PM',
  openingHoursHi: 'सोम से शनि, सुबह 9 से रात 8 बजे',
  /** Where the map and directions point. */
  latitude: 28.3943,
  longitude: 77.3156,
};

export type EditableHospitalFacts = {
  -readonly [Key in keyof typeof HOSPITAL_FACT_DEFAULTS]: (typeof HOSPITAL_FACT_DEFAULTS)[Key];
};
export type HospitalFactKey = keyof EditableHospitalFacts;

/**
 * Where the facts in force are kept: on `globalThis` under a registry symbol, because every chunk of
 * a page (and every remote) bundles its own copy of this module, and they must all read one set.
 */
const FACTS_IN_FORCE = Symbol.for('aravali-care.hospital-facts');
type FactsHolder = { [FACTS_IN_FORCE]?: EditableHospitalFacts };

const factsInForce = (): EditableHospitalFacts => (globalThis as FactsHolder)[FACTS_IN_FORCE] ?? HOSPITAL_FACT_DEFAULTS;

/**
 * Puts the hospital's facts in force for this process or page: the API after reading its database
 * (and after each change), a page server from the API, a page from what its server wrote into it.
 * Only the known keys of a valid value are taken; the caller has validated them (hospitalFactsSchema).
 */
export function setHospitalFacts(facts: Partial<EditableHospitalFacts>): void {
  const next = { ...HOSPITAL_FACT_DEFAULTS };
  for (const key of Object.keys(HOSPITAL_FACT_DEFAULTS) as HospitalFactKey[]) {
    const value = facts[key];
    if (typeof value === typeof HOSPITAL_FACT_DEFAULTS[key]) Object.assign(next, { [key]: value });
  }
  (globalThis as FactsHolder)[FACTS_IN_FORCE] = next;
}

/** The facts in force, as a plain object (what a page server writes into a page). */
export const hospitalFactsInForce = (): EditableHospitalFacts => ({ ...factsInForce() });

/**
 * The hospital's facts, the one place every reader takes them from: the header, footer, chat, every
 * remote's pages, the API's service pages and its e-mails. The kept facts are getters, so a text
 * built when it is shown carries the facts in force then; a text built once, at a module's load,
 * would keep the first ones (write such texts as functions). Node-safe (no React, no DOM).
 */
export const HOSPITAL = {
  name: HOSPITAL_NAME,
  shortName: 'Aravali Care',
  city: 'Faridabad',
  get address() {
    return factsInForce().address;
  },
  get supportPhone() {
    return factsInForce().supportPhone;
  },
  get emergencyPhone() {
    return factsInForce().emergencyPhone;
  },
  get ambulancePhone() {
    return factsInForce().ambulancePhone;
  },
  /** India's national emergency number. */
  nationalEmergencyNumber: '112',
  get messagingNumber() {
    return factsInForce().messagingNumber;
  },
  get email() {
    return factsInForce().email;
  },
  get appointmentsEmail() {
    return factsInForce().appointmentsEmail;
  },
  get privacyEmail() {
    return factsInForce().privacyEmail;
  },
  website: 'www.aravalicarehospital.in',
  get supportHours() {
    return factsInForce().supportHours;
  },
  get openingHours() {
    return factsInForce().openingHours;
  },
  since: 2020,
  socialHandle: '@AravaliCareHospital',
  get location() {
    const { latitude, longitude } = factsInForce();
    return { latitude, longitude };
  },
};

export type HospitalFacts = typeof HOSPITAL;

/** `tel:` links need the number without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging-app chat, opened with a greeting already typed. */
export const messagingHref = (greeting: string): string =>
  `https://wa.me/${HOSPITAL.messagingNumber}?text=${encodeURIComponent(greeting)}`;

/** Directions to the hospital in the visitor's own maps app. */
export const directionsHref = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${HOSPITAL.location.latitude},${HOSPITAL.location.longitude}`;
