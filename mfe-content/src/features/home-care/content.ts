import { defineContent } from '../../components/content-catalogue';
import type { FaqEntry, Feature, Stat, Step } from '../../components/page-sections';

/** Everything the home care page says beyond its headings and buttons (messages.ts). */
export interface HomeCareContent {
  intro: readonly string[];
  whyChoose: readonly Feature[];
  /** Shown four at first; View More shows the rest. */
  services: readonly Feature[];
  process: readonly Step[];
  whoNeeds: readonly string[];
  stats: readonly Stat[];
  faq: readonly FaqEntry[];
}

const en: HomeCareContent = {
  intro: [
    'Some recoveries go better at home. Our nurses, physiotherapists and caregivers bring hospital-standard care to homes across Faridabad, working with the doctors who know the patient.',
    'From a daily dressing to round-the-clock nursing after a hospital stay, we agree a care plan with your family and keep you and your doctor informed.',
  ],
  whyChoose: [
    {
      title: 'Trained, verified staff',
      text: 'Every nurse and caregiver is trained and background-checked before they visit a home.',
    },
    {
      title: 'Linked to your doctors',
      text: 'Our team follows the treating doctor’s plan and reports back, so care at home continues hospital care.',
    },
    {
      title: 'Clear prices',
      text: 'Care starts from ₹299/day, and you know the cost of your plan before it begins.',
    },
    {
      title: 'Across Faridabad',
      text: 'We visit homes across Faridabad and plan the visits around your family’s day.',
    },
  ],
  services: [
    {
      title: 'Nursing care',
      text: 'Injections, drips, wound dressings, catheter and feeding-tube care, and monitoring of vital signs.',
    },
    {
      title: 'Physiotherapy',
      text: 'Exercises to regain strength and movement after surgery, a fracture or a stroke.',
    },
    {
      title: 'Elderly care',
      text: 'Help with daily activities, medicines on time and company for elders who live alone.',
    },
    {
      title: 'Post-operative care',
      text: 'Wound care, pain relief and safe mobility in the weeks after an operation.',
    },
    {
      title: 'Doctor visits',
      text: 'A doctor’s visit for patients who cannot easily travel to the hospital.',
    },
    {
      title: 'Sample collection at home',
      text: 'Blood and urine samples collected at home, with reports sent to you.',
    },
    {
      title: 'Palliative care',
      text: 'Comfort, symptom relief and support for patients with serious illness and their families.',
    },
    {
      title: 'Equipment at home',
      text: 'Advice on, and arranging of, hospital beds, oxygen and mobility aids when they are needed.',
    },
  ],
  process: [
    { title: 'Call or book', text: 'Tell us who needs care, what kind, and from when.' },
    {
      title: 'Assessment',
      text: 'A nurse assesses the patient’s needs, at home or in hospital before discharge, and talks with the treating doctor.',
    },
    {
      title: 'Care plan',
      text: 'We agree the visits, the staff and the cost with your family, in writing.',
    },
    {
      title: 'Care at home',
      text: 'Care begins; we review the plan regularly and keep you and your doctor informed.',
    },
  ],
  whoNeeds: [
    'Patients coming home after surgery or a hospital stay',
    'Elders who need help with daily activities or medicines',
    'People recovering from a stroke or a fracture',
    'Bedridden patients who need nursing care',
    'People with long-term conditions such as diabetes, heart failure or COPD',
    'Patients receiving palliative care, and their families',
  ],
  stats: [
    { value: '8', label: 'Kinds of care at home' },
    { value: '24 x 7', label: 'Emergency team behind every visit' },
    { value: '₹299/day', label: 'Starting price' },
  ],
  faq: [
    {
      question: 'Which areas do you cover?',
      answer: ['We visit homes across Faridabad. Call us with your address and we will confirm the visit.'],
    },
    {
      question: 'How much does home care cost?',
      answer: [
        'Care starts from ₹299/day. The cost depends on the care needed and how many hours a day it is given; you receive the cost of your plan in writing before care begins.',
      ],
    },
    {
      question: 'Can care start as soon as a patient is discharged?',
      answer: [
        'Yes, if you tell us early. Our nurse can assess the patient in hospital before discharge, so that care at home starts on the day they come home.',
      ],
    },
    {
      question: 'Who decides the treatment given at home?',
      answer: [
        'The treating doctor. Our nurses and therapists follow the doctor’s plan, and report back when something changes.',
      ],
    },
  ],
};

export const homeCareContent = defineContent<HomeCareContent>({ en, hi: () => import('./content.hi') });
