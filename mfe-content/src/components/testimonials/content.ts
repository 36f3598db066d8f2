import { defineCatalogue } from 'shared-ui/i18n';
import type { Testimonial } from './contentTypes';

const en: readonly Testimonial[] = [
  {
    name: 'Sunita',
    area: 'Sector 15',
    care: 'emergency care',
    quote:
      'My father was brought in at night with chest pain. The emergency team took an ECG within minutes and explained every step to us. We felt looked after, not rushed.',
  },
  {
    name: 'Rahul',
    area: 'NIT Faridabad',
    care: 'a health checkup',
    quote:
      'Booking my health checkup online took two minutes. The fasting instructions were clear, and the doctor went through every report with me.',
  },
  {
    name: 'Meena',
    area: 'Ballabgarh',
    care: 'home care',
    quote:
      'The home care nurse visited my mother every day after her hip surgery. She was patient and kind, and always told us what to watch for.',
  },
  {
    name: 'Arvind',
    area: 'Greater Faridabad',
    care: 'diabetes care',
    quote:
      'The diabetes clinic gave me a diet plan built on the food we actually eat at home. For the first time, my sugar readings are steady.',
  },
  {
    name: 'Farah',
    area: 'Sector 21C',
    care: 'children’s emergency care',
    quote:
      'My son’s asthma attack frightened us, but the paediatric team calmed him, and us. Their advice for home has kept him well since.',
  },
  {
    name: 'Deepak',
    area: 'Old Faridabad',
    care: 'the laboratory',
    quote:
      'My reports were ready the next day, and the lab called to remind me of my follow-up. Small things, but they matter.',
  },
];

export const testimonialsContent = defineCatalogue<readonly Testimonial[]>({ en, hi: () => import('./content.hi') });
