import { defineMessages } from 'shared-ui/i18n';

/** The gallery pictures' texts: the same title and subtitle on each, and what each shows. */
export const galleryItemMessages = defineMessages({
  en: {
    title: 'MEMORIES',
    subtitle: 'Together For Better Health',
    'category.HOME CARE': 'HOME CARE',
    'category.DIABETES SOLUTION': 'DIABETES SOLUTION',
    'category.BARIATRIC SURGERY': 'BARIATRIC SURGERY',
    'category.DENTAL MEDICINE': 'DENTAL MEDICINE',
    'alt.homeCareVisit': 'Illustration of a bed at home with a nurse’s bag and a clock for medicine times',
    'alt.homeCareWalk': 'Illustration of a walking frame and a wheelchair in a garden',
    'alt.diabetesMeter': 'Illustration of a glucose meter, a sugar sensor and a balanced plate of food',
    'alt.diabetesActive': 'Illustration of walking shoes, fruit and a heartbeat line',
    'alt.bariatricScale': 'Illustration of a weighing scale and a measuring tape',
    'alt.dentalCare': 'Illustration of a clean tooth and a toothbrush',
    'alt.dentalClinic': 'Illustration of a dental chair under its lamp',
  },
  hi: () => import('./messages.hi'),
});
