import { HOSPITAL_NAME } from './name';

/**
 * The facts of the hospital an admin keeps at the desk (issue 48): phones, e-mails, address in both
 * languages, map position and the desks' hours. The values below are the ones a fresh deployment
 * starts with (placeholders until the hospital confirms its own); the API keeps the hospital's in
 * its database and every reader takes them at run time through `setHospitalFacts`. The Hindi ones
 * are in hospitalHi.ts, out of the copies of this module every page carries (`HOSPITAL_FACT_DEFAULTS`
 * in defaults.ts is the whole set).
 */
export const ENGLISH_FACT_DEFAULTS = {
  address: 'Plot 12, Sector 16A, Mathura Road, Faridabad, Haryana 121002',
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
  /** Where the map and directions point. */
  latitude: 28.3943,
  longitude: 77.3156,
};

/** The facts written for Hindi readers, texts like their English twins. */
export const HINDI_FACT_KEYS = ['addressHi', 'openingHoursHi'] as const;

export type EditableHospitalFacts = {
  -readonly [Key in keyof typeof ENGLISH_FACT_DEFAULTS]: (typeof ENGLISH_FACT_DEFAULTS)[Key];
} & { [Key in (typeof HINDI_FACT_KEYS)[number]]: string };
export type HospitalFactKey = keyof EditableHospitalFacts;
/** The facts in force: the Hindi ones only once a reader put them in force (else hospitalHi.ts's). */
export type FactsInForce = typeof ENGLISH_FACT_DEFAULTS & Partial<EditableHospitalFacts>;

/**
 * Where the facts in force are kept: on `globalThis` under a registry symbol, because every chunk of
 * a page (and every remote) bundles its own copy of this module, and they must all read one set.
 */
const FACTS_IN_FORCE = Symbol.for('aravali-care.hospital-facts');
type FactsHolder = { [FACTS_IN_FORCE]?: FactsInForce };

export const factsInForce = (): FactsInForce => (globalThis as FactsHolder)[FACTS_IN_FORCE] ?? ENGLISH_FACT_DEFAULTS;

/**
 * Puts the hospital's facts in force for this process or page: the API after reading its database
 * (and after each change), a page server from the API, a page from what its server wrote into it.
 * Only its known keys are taken; their values are the API's, which hospitalFactsSchema checked at the save.
 */
export function setHospitalFacts(facts: Partial<EditableHospitalFacts>): void {
  const known = Object.entries(facts).filter(
    ([key]) => key in ENGLISH_FACT_DEFAULTS || (HINDI_FACT_KEYS as readonly string[]).includes(key),
  );
  (globalThis as FactsHolder)[FACTS_IN_FORCE] = { ...ENGLISH_FACT_DEFAULTS, ...Object.fromEntries(known) };
}

/** The facts HOSPITAL reads from those in force, each time one is read: all but the map position. */
type TextFact = Exclude<keyof typeof ENGLISH_FACT_DEFAULTS, 'latitude' | 'longitude'>;

/** What never changes at run time. */
const FIXED = {
  name: HOSPITAL_NAME,
  shortName: 'Aravali Care',
  city: 'Faridabad',
  /** India's national emergency number. */
  nationalEmergencyNumber: '112',
  website: 'www.aravalicarehospital.in',
  since: 2020,
  socialHandle: '@AravaliCareHospital',
};

/**
 * The hospital's facts, the one place every reader takes them from: the header, footer, chat, every
 * remote's pages, the API's service pages and its e-mails. A kept fact is read from those in force
 * each time it is asked for, so a text built when it is shown carries the facts in force then; a
 * text built once, at a module's load, would keep the first ones (write such texts as functions).
 * Node-safe (no React, no DOM). A proxy rather than a getter per fact: several chunks of every page
 * carry a copy of this module.
 */
export const HOSPITAL = new Proxy(FIXED, {
  get: (fixed, key) => {
    const facts = factsInForce();
    /** Where the map and directions point. */
    if (key === 'location') return { latitude: facts.latitude, longitude: facts.longitude };
    return key in ENGLISH_FACT_DEFAULTS ? facts[key as TextFact] : fixed[key as keyof typeof FIXED];
  },
}) as Readonly<typeof FIXED> & {
  readonly location: { latitude: number; longitude: number };
} & { readonly [Key in TextFact]: string };

export type HospitalFacts = typeof HOSPITAL;

/** `tel:` links need the number without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging-app chat, opened with a greeting already typed. */
export const messagingHref = (greeting: string): string =>
  `https://wa.me/${HOSPITAL.messagingNumber}?text=${encodeURIComponent(greeting)}`;

/** Directions to the hospital in the visitor's own maps app. */
export const directionsHref = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${HOSPITAL.location.latitude},${HOSPITAL.location.longitude}`;
