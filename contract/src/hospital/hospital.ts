import { HOSPITAL_NAME } from './name';

/**
 * The hospital's facts, the one place they are written: the header, footer, chat, every remote's
 * pages, the API's seeded service pages and its e-mails all read them from here. Node-safe (no
 * React, no DOM), so the API imports it too. Phone numbers and e-mail addresses are placeholders
 * until the hospital confirms its own; change them here and every page and e-mail follows.
 */
export const HOSPITAL = {
  name: HOSPITAL_NAME,
  shortName: 'Aravali Care',
  city: 'Faridabad',
  address: 'Plot 12, Sector 16A, Mathura Road, Faridabad, Haryana 121002',
  /** Reception and appointments, answered around the clock. */
  supportPhone: '+91 129 400 0000',
  /** The emergency department's direct line: what a patient in danger is told to call. */
  emergencyPhone: '+91 129 400 0108',
  /** The hospital's own ambulance desk. */
  ambulancePhone: '+91 129 400 0102',
  /** India's national emergency number. */
  nationalEmergencyNumber: '112',
  /** The messaging-app number the assistant's chat link opens, digits only with the country code. */
  messagingNumber: '911294000000',
  email: 'care@aravalicarehospital.in',
  appointmentsEmail: 'appointments@aravalicarehospital.in',
  /** The Grievance Officer for personal data (India's DPDP Act 2023). */
  privacyEmail: 'privacy@aravalicarehospital.in',
  website: 'www.aravalicarehospital.in',
  supportHours: '24 X 7',
  /**
   * The outpatient clinics' (OPD) hours: from the first doctor's session to the last, in person or
   * online, as the doctors' timetables run (`api/test/hospital-facts.test.ts` holds the two together).
   * Each doctor's own times are on their page.
   */
  openingHours: 'Mon to Sat 9AM to 8PM',
  since: 2020,
  socialHandle: '@AravaliCareHospital',
  /** Where the map and directions point. */
  location: { latitude: 28.3943, longitude: 77.3156 },
} as const;

export type HospitalFacts = typeof HOSPITAL;

/** `tel:` links need the number without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging-app chat, opened with a greeting already typed. */
export const messagingHref = (greeting: string): string =>
  `https://wa.me/${HOSPITAL.messagingNumber}?text=${encodeURIComponent(greeting)}`;

/** Directions to the hospital in the visitor's own maps app. */
export const directionsHref = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${HOSPITAL.location.latitude},${HOSPITAL.location.longitude}`;
