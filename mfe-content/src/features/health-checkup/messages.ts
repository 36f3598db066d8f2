import { defineMessages } from 'shared-ui/i18n';

/** The health checkup page's headings, labels and buttons; its prose is in content.ts. */
export const healthCheckupMessages = defineMessages({
  en: {
    title: 'Full Body Health Checkup',
    subtitle: 'Find problems early, while they are easiest to treat',
    imageAlt: 'Illustration of a health checkup: a clipboard, a stethoscope and blood sample tubes',
    bookCheckup: 'Book a health checkup',
    packagesTitle: 'Health checkup packages',
    packagesEyebrow: 'Prices and what is included',
    whyChooseTitle: 'Why have your checkup with us',
    whyChooseEyebrow: 'Why choose us',
    screeningTitle: 'Advanced screening',
    screeningEyebrow: 'Beyond the basics',
    inclusionsCaption: 'Tests in each health checkup package',
    inclusionsTestColumn: 'Test',
    included: 'Included',
    notIncluded: 'Not included',
    processTitle: 'How your checkup works',
    processEyebrow: 'Process',
    whoTitle: 'Who should get a health checkup',
    whoEyebrow: 'Is it for me?',
    statsTitle: 'Health checkups in numbers',
    statsEyebrow: 'At a glance',
    faqTitle: 'Frequently asked questions',
    faqEyebrow: 'FAQ',
    metaDescription: "Basic, Comprehensive, Executive, Senior Citizen and Women's health checkup packages.",
  },
  hi: () => import('./messages.hi'),
});
