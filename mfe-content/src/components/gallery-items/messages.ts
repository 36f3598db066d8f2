import { defineMessages } from 'shared-ui/i18n';

/**
 * The gallery pictures' texts: the same title and subtitle on each, and each one's caption, which
 * says what it shows and that it is a drawing (never passed off as a photograph of the hospital).
 */
export const galleryItemMessages = defineMessages({
  en: {
    title: 'MEMORIES',
    subtitle: 'Together For Better Health',
    'category.HOME CARE': 'HOME CARE',
    'category.DIABETES SOLUTION': 'DIABETES SOLUTION',
    'category.BARIATRIC SURGERY': 'BARIATRIC SURGERY',
    'category.DENTAL MEDICINE': 'DENTAL MEDICINE',
    'caption.homeCareRoom': 'Illustration: a bedroom at home set up for nursing care',
    'caption.laboratory': 'Illustration: a laboratory bench with an analyser, a microscope and sample tubes',
    'caption.dentalSuite': 'Illustration: a dental treatment room with its chair and lamp',
    'caption.patientRoom': 'Illustration: a patient room with a bed, a heart monitor and a window',
    'caption.pharmacy': 'Illustration: a pharmacy counter in front of shelves of medicines',
    'caption.opdCorridor': 'Illustration: an outpatient (OPD) corridor with consulting-room doors and a bench',
    'caption.reception': 'Illustration: a reception desk with waiting chairs on either side',
  },
  hi: () => import('./messages.hi'),
});
