import { defineContent } from '../../components/content-catalogue';

/**
 * The longer texts of the home page's sections below the hero (fetched with them); the hero's are
 * in heroContent.ts, headings, labels and buttons in messages.ts and heroMessages.ts.
 */
export interface HomeContent {
  about: readonly string[];
  /** Mission, History, Vision, Success: each a name and a tagline. */
  values: readonly { name: string; tagline: string }[];
  ambulance: { title: string; text: string };
}

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

export const homeContent = defineContent<HomeContent>({ en, hi: () => import('./content.hi') });
