import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

/** The FAQ page's headings, labels and buttons; its questions and answers are in content.ts. */
export const faqMessages = defineMessages({
  en: {
    title: "FAQ's",
    subtitle: 'Frequently asked questions about appointments, lab tests, reports and visiting',
    supportTitle: 'How can we help?',
    supportEyebrow: 'Support',
    generalSupport: 'General Support',
    getSupport: 'Get Support',
    gettingStarted: 'Getting Started',
    visitForum: 'Visit Forum',
    questionsTitle: 'Common questions',
    questionsEyebrow: 'Answers',
    stillQuestions: 'Did not find your answer?',
    submitRequest: 'Submit a request',
    emailLabel: 'E-mail',
    socialLabel: 'Follow us',
    metaTitle: 'Frequently Asked Questions',
    metaDescription: `Answers to common questions about appointments, lab tests and visiting ${HOSPITAL.name}.`,
  },
  hi: () => import('./messages.hi'),
});
