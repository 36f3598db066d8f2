import { defineMessages } from 'shared-ui/i18n';

/** The home care page's headings, labels and buttons; its prose is in content.ts. */
export const homeCareMessages = defineMessages({
  en: {
    title: 'Home Care',
    subtitle: 'Hospital-standard care in your own home, across Faridabad',
    imageAlt: 'Illustration of a home with a medical bag, a wheelchair and a plant by the window',
    talkToDoctor: 'Plan care with our home care doctor',
    visitsTitle: 'Visits you can book',
    visitsEyebrow: 'Prices',
    whyChooseTitle: 'Why choose our home care',
    whyChooseEyebrow: 'Why choose us',
    servicesTitle: 'Home care services',
    servicesEyebrow: 'What we offer',
    viewMore: 'View More',
    viewLess: 'View Less',
    processTitle: 'How home care starts',
    processEyebrow: 'Four steps',
    whoTitle: 'Who needs home care',
    whoEyebrow: 'Is it for us?',
    statsTitle: 'Home care in numbers',
    statsEyebrow: 'At a glance',
    faqTitle: 'Frequently asked questions',
    faqEyebrow: 'FAQ',
    metaDescription: 'Nursing, physiotherapy, elderly care and sample collection at home across Faridabad.',
  },
  hi: () => import('./messages.hi'),
});
