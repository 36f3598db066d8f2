/**
 * Facts about the hospital shown across the site. The numbers and addresses are the placeholders
 * SPEC §9 allows ({phone}, {email}); replace them here and every page follows.
 */
export const HOSPITAL = {
  name: 'Aravali Care Hospital',
  shortName: 'Aravali Care',
  city: 'Faridabad',
  address: 'Plot 12, Sector 16A, Mathura Road, Faridabad, Haryana 121002',
  supportPhone: '+91 129 400 0000',
  emergencyPhone: '+91 129 400 0108',
  whatsappNumber: '911294000000',
  email: 'care@aravalicarehospital.in',
  appointmentsEmail: 'appointments@aravalicarehospital.in',
  supportHours: '24 X 7',
  openingHours: 'Mon to Sat 9AM to 5PM',
  since: 2020,
  creditsYear: 2025,
  socialHandle: '@AravaliCareHospital',
} as const;

/** `tel:` links need the number without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging-app chat, opened with a greeting already typed (SPEC §2 assistant widget). */
export const whatsappHref = (greeting: string): string =>
  `https://wa.me/${HOSPITAL.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
