import { defineMessages } from 'shared-ui/i18n';

/** The patient's details every booking, message and account asks for. */
export const patientMessages = defineMessages({
  en: {
    patientName: 'Patient Name',
    name: 'Name',
    email: 'Email',
    emailHint: 'We send the confirmation here.',
    phone: 'Phone',
    phoneHint: '10 digits, for example 9876543210.',
    address: 'Address',
    age: 'Age',
    ageHint: 'In years, 1 to 120.',
  },
  hi: () => import('./patientMessages.hi'),
});
