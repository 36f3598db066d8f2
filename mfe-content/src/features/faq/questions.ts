import { siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { defineCatalogue } from 'shared-ui/i18n';
import type { FaqEntry } from '../../components/page-sections';

/** The page's questions and answers, apart from its other texts, so the site search carries only these. */
const en: readonly FaqEntry[] = [
  {
    question: 'How do I book an appointment with a doctor?',
    get answer() {
      return [
        `Book online: choose the department, the doctor and a date, and you will receive a booking reference by e-mail. You can also call us on ${HOSPITAL.supportPhone}, ${HOSPITAL.supportHours}.`,
      ];
    },
    links: [
      { label: 'Book an appointment', href: siteHref('/appointment') },
      { label: 'Find a doctor', href: siteHref('/our-doctor') },
    ],
  },
  {
    question: 'What are your OPD timings?',
    get answer() {
      return [
        `Outpatient clinics are open ${HOSPITAL.openingHours}. The emergency department, the laboratory and the pharmacy are open 24 X 7.`,
      ];
    },
  },
  {
    question: 'How do I book a lab test, and can samples be collected at home?',
    answer: [
      'Book a lab test online by choosing the test and a date, and upload your prescription if you have one. Our team can also collect samples from your home in Faridabad.',
    ],
    links: [{ label: 'Book a lab test', href: siteHref('/blood-test') }],
  },
  {
    question: 'Do I need to fast before a blood test?',
    answer: [
      'Only for some tests. Fasting blood sugar and the lipid profile need 10-12 hours without food; plain water is fine. Most other tests need no fasting. If you are unsure, ask when you book.',
    ],
  },
  {
    question: 'When and how will I receive my reports?',
    answer: [
      'Most reports are ready in 24-48 hours. You can collect them from the laboratory or receive them by e-mail. A few specialised tests take longer; the lab will tell you when you give the sample.',
    ],
  },
  {
    question: 'Do you accept health insurance and cashless treatment?',
    answer: [
      'Yes, with most major insurers and TPAs. Bring your policy card and a photo ID; our insurance desk will start the cashless request and explain what your policy covers.',
    ],
  },
  {
    question: 'What should I bring to my first visit?',
    answer: [
      'A photo ID, your previous prescriptions and reports, a list of the medicines you take, and your insurance card if you have one. Please arrive 15 minutes early to register.',
    ],
  },
  {
    question: 'How can I change or cancel my appointment?',
    get answer() {
      return [
        `Use your booking reference and the phone number or e-mail you booked with to look up your booking online, or call us on ${HOSPITAL.supportPhone}.`,
      ];
    },
    links: [{ label: 'Manage a booking', href: siteHref('/manage-booking') }],
  },
];

export const faqQuestions = defineCatalogue<readonly FaqEntry[]>({ en, hi: () => import('./questions.hi') });
