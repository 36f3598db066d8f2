import { defineMessages } from 'shared-ui/i18n';

/** The diabetes page's headings, labels and buttons; its prose is in content.ts. */
export const diabetesMessages = defineMessages({
  en: {
    title: 'Diabetes and Endocrinology',
    subtitle: 'Diabetes, thyroid and hormone care in Faridabad',
    imageAlt: 'Illustration of a glucose meter, a sugar sensor and a plate of vegetables and dal',
    bookConsultation: 'Book Consultation',
    whyChooseTitle: 'Why choose our diabetes clinic',
    whyChooseEyebrow: 'Why choose us',
    categoriesTitle: 'What we care for',
    categoriesEyebrow: 'Care categories',
    technologyTitle: 'Technology',
    technologyEyebrow: 'Measuring what matters',
    programsTitle: 'Our programmes',
    programsEyebrow: 'Prices and what is included',
    programsHint: 'Each card turns over to show what the programme includes and how to prepare.',
    showDetails: 'Show details',
    showSummary: 'Back to summary',
    whenTitle: 'When to see an endocrinologist',
    whenEyebrow: 'Know the signs',
    faqTitle: 'Frequently asked questions',
    faqEyebrow: 'FAQ',
    ctaTitle: 'Talk to our diabetes team',
    ctaText:
      'Book a consultation with an endocrinologist and leave with a clear, written plan, or ask us which programme suits you.',
    metaDescription: 'Diabetes, thyroid and hormone care programmes with specialist endocrinologists.',
  },
  hi: () => import('./messages.hi'),
});
