import { defineCatalogue } from 'shared-ui/i18n';
import type { HomeContent } from './contentTypes';

const en: HomeContent = {
  about: [
    'Since 2020, families across Faridabad have trusted us with their emergencies, their check-ups and their long-term care. Our doctors, nurses and laboratory work together around the clock, and we explain every step and every bill clearly.',
  ],
  values: [
    { name: 'Mission', tagline: 'Safe, timely and kind care for every patient, explained clearly.' },
    { name: 'History', tagline: 'Serving Faridabad from Mathura Road since 2020.' },
    { name: 'Vision', tagline: 'Specialist care close to home, so no family has to travel far.' },
    { name: 'Success', tagline: 'Measured by patients who recover well and recommend us.' },
  ],
  ambulance: {
    title: 'Need an ambulance? We are ready 24 hours a day',
    text: 'Our ambulances and emergency team answer day and night. Call the emergency number and keep your phone free so the crew can call you back.',
  },
};

export const homeContent = defineCatalogue<HomeContent>({ en, hi: () => import('./content.hi') });
