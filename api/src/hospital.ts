/** The hospital's own particulars, used in e-mails and seeded copy. Phone numbers are placeholders. */
export const HOSPITAL = {
  name: 'Aravali Care Hospital',
  city: 'Faridabad',
  address: 'Sector 16A, Mathura Road, Faridabad, Haryana 121002',
  phone: '+91 129 400 0000',
  emergencyPhone: '+91 129 400 0100',
  appointmentsEmail: 'appointments@aravalicare.example',
} as const;
