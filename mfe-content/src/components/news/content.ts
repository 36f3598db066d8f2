import { defineCatalogue } from 'shared-ui/i18n';
import type { NewsItem } from './contentTypes';

/** "Today's News": the three fixed cards on the home and testimonials pages. */
const en: readonly NewsItem[] = [
  {
    date: '2025-11-10',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'Breathe easier this smog season',
    description:
      'When the air quality in Faridabad turns poor, keep windows shut in the early morning, move exercise indoors and see a doctor if breathlessness or wheezing gets worse.',
  },
  {
    date: '2025-09-29',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'World Heart Day: know your numbers',
    description:
      'A yearly check of blood pressure, sugar and cholesterol finds heart risks early. Chest pain that spreads to the arm or jaw is an emergency: call at once.',
  },
  {
    date: '2025-08-18',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'Dengue season: the warning signs',
    description:
      'High fever with severe body ache, a rash or bleeding gums needs a doctor’s check and a platelet count. Empty standing water around your home every week.',
  },
];

export const newsContent = defineCatalogue<readonly NewsItem[]>({ en, hi: () => import('./content.hi') });
