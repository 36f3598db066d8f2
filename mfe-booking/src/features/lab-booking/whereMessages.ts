import { defineMessages } from 'shared-ui/i18n';

/** "Where?" and the home visit's pincode and time (loaded with them, once a test or package is chosen). */
export const whereMessages = defineMessages({
  en: {
    where: 'Where?',
    atLab: 'At the lab',
    atHome: 'At my home',
    placeHome: 'We come to your home.',
    placeHospital: 'At the hospital.',
    pincode: 'Pincode',
    pincodeHint: 'We come to homes in Faridabad, pincodes {pincodes}.',
    homeCharge: 'Home collection charge: {price}',
  },
  hi: () => import('./whereMessages.hi'),
});
