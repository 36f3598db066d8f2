import { defineContent } from '../../components/content-catalogue';

/** The home page's longer texts; its headings, labels and buttons are in messages.ts. */
export interface HomeContent {
  /** The hero's two slides, in order. */
  slides: readonly { headline: string; imageAlt: string }[];
  about: readonly string[];
  /** Mission, History, Vision, Success: each a name and a tagline. */
  values: readonly { name: string; tagline: string }[];
  ambulance: { title: string; text: string };
}

const en: HomeContent = {
  slides: [
    {
      headline: 'Your health, our priority, around the clock',
      imageAlt: 'Illustration of the hospital at sunrise with the Aravalli hills behind it',
    },
    {
      headline: 'Specialist doctors and a modern laboratory, close to home',
      imageAlt: 'Illustration of a stethoscope, a heart rhythm and laboratory sample tubes',
    },
  ],
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
