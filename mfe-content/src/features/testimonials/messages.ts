import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

export const testimonialsPageMessages = defineMessages({
  en: {
    title: 'Testimonials',
    subtitle: 'What patients and families tell us about their care',
    listTitle: 'Patient feedback',
    listEyebrow: 'In their words',
    listIntro:
      'Shared with their permission. We show a first name and an area of Faridabad only, to protect our patients’ privacy.',
    shareTitle: 'Tell us about your care',
    shareText: 'Your feedback, good or bad, helps us improve. Write to us and our patient relations team will reply.',
    shareButton: 'Share your feedback',
    metaDescription: `What patients and families say about their care at ${HOSPITAL.name}.`,
  },
  hi: () => import('./messages.hi'),
});
