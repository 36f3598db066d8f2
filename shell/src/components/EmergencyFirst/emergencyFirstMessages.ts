import { defineMessages } from 'shared-ui/i18n';

/** The emergency message shown first when the visitor's words name a red-flag symptom (`redFlags.ts`). */
export const emergencyFirstMessages = defineMessages({
  en: {
    title: 'Call 112 or our emergency line now',
    text: 'What you typed can be a sign of an emergency. Do not wait for an appointment.',
    callNational: 'Call 112',
    nationalLabel: 'National emergency number',
    callHospital: 'Call {phone}',
    hospitalLabel: 'Our Emergency department, open 24 hours',
  },
  hi: () => import('./emergencyFirstMessages.hi'),
});
