import { defineMessages } from 'shared-ui/i18n';

/** The health checkup page's headings, labels and buttons; its prose is in content.ts. */
export const healthCheckupMessages = defineMessages({
  en: {
    title: 'Full Body Health Checkup',
    subtitle: 'Find problems early, while they are easiest to treat',
    imageAlt: 'Illustration of a health checkup: a clipboard, a stethoscope and blood sample tubes',
    bookCheckup: 'Book a health checkup',
    packagesTitle: 'Health checkup packages',
    packagesEyebrow: 'Five packages',
    packageName: '{name} Health Checkup',
    suitsLabel: 'Suits',
    includesLabel: 'Includes',
    bookPackage: 'Book this package',
    screeningTitle: 'Advanced screening',
    screeningEyebrow: 'Beyond the basics',
    inclusionsTitle: 'What each package includes',
    inclusionsEyebrow: 'Compare packages',
    processTitle: 'How your checkup works',
    processEyebrow: 'Process',
    whoTitle: 'Who should get a health checkup',
    whoEyebrow: 'Is it for me?',
    statsTitle: 'Health checkups in numbers',
    statsEyebrow: 'At a glance',
    faqTitle: 'Frequently asked questions',
    faqEyebrow: 'FAQ',
  },
  hi: () => import('./messages.hi'),
});
