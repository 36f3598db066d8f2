import { defineCatalogue } from 'shared-ui/i18n';
import type { PostTexts } from './contentTypes';

const author = 'Aravali Care Editorial Team';
const location = 'Faridabad';

export const POST_TEXTS_EN: PostTexts = {
  'diagnostic-tests-you-should-know': {
    title: 'Diagnostic Tests You Should Know About',
    description: 'Which routine diagnostic tests matter, what they show and how to prepare for them.',
    excerpt:
      'A blood count, a sugar test, a lipid profile: the routine tests that find common problems early, what each one shows, and how to prepare so the results are right.',
    author,
    location,
    relatedLinks: { service: 'Full body health checkup packages', booking: 'Book a lab test' },
    imageAlts: [
      'Illustration of a microscope beside blood sample tubes',
      'Illustration of a test report with a chart and a green tick',
    ],
  },
  'air-pollution-and-your-lungs': {
    title: 'Air Pollution and Your Lungs',
    description: 'How air pollution in the NCR affects the lungs and how to protect your family.',
    excerpt:
      'Every winter the NCR’s air turns heavy with smog. How fine dust harms the lungs and the heart, who is most at risk, and practical ways to protect your family.',
    author,
    location,
    relatedLinks: { service: 'Health checkups with lung function tests', booking: 'Book an appointment with a doctor' },
    imageAlts: [
      'Illustration of a city skyline in smog with an air quality sign reading POOR',
      'Illustration of a pair of lungs surrounded by dust particles, and a mask',
    ],
  },
  'critical-care-what-families-should-know': {
    title: 'Critical Care: What Families Should Know',
    description: 'What happens in the ICU and how families can support a patient in critical care.',
    excerpt:
      'Having someone you love in intensive care is frightening. What the ICU team does, what the machines are for, and how your family can help during the stay.',
    author,
    location,
    relatedLinks: { service: 'Accident & Emergency and critical care', booking: 'Book an appointment with a doctor' },
    imageAlts: [
      'Illustration of an ICU monitor showing a heart rhythm and oxygen level',
      'Illustration of an ICU bed beside a drip stand and a monitor',
    ],
  },
  '24-7-emergency-care': {
    title: '24/7 Emergency Care',
    description: 'When to come to the emergency department and what happens when you arrive.',
    excerpt:
      'Which symptoms need the emergency department straight away, what to do while help is on its way, and what happens from the moment you arrive.',
    author,
    location,
    relatedLinks: { service: 'Our emergency department', booking: 'Book a non-urgent appointment' },
    imageAlts: [
      'Illustration of an ambulance on a road at night with its light flashing',
      'Illustration of a clock and a red cross, with the words 24/7',
    ],
  },
};

export const postTexts = defineCatalogue<PostTexts>({ en: POST_TEXTS_EN, hi: () => import('./postTexts.hi') });
