import { defineContent } from '../../components/content-catalogue';
import type { FaqEntry, Feature, TableContent } from '../../components/page-sections';

export interface DiabetesProgram {
  name: string;
  /** The card's front: who it is for, in a sentence. */
  summary: string;
  /** The card's back. */
  duration: string;
  includes: readonly string[];
}

/** Everything the diabetes page says beyond its headings and buttons (messages.ts). */
export interface DiabetesContent {
  intro: readonly string[];
  whyChoose: readonly Feature[];
  categories: readonly Feature[];
  technology: TableContent;
  programs: readonly DiabetesProgram[];
  faq: readonly FaqEntry[];
}

const en: DiabetesContent = {
  intro: [
    'Diabetes is common in India, and many people live with it for years before it is found. Our endocrinology clinic helps you understand your sugar levels and keep them in a healthy range, with a plan that fits Indian meals and working days.',
    'We also treat thyroid disorders, PCOS and other hormone problems, and check regularly for the complications of diabetes in the eyes, feet, kidneys and heart.',
  ],
  whyChoose: [
    {
      title: 'Specialists and educators',
      text: 'Endocrinologists, diabetes educators and dietitians work together on your plan.',
    },
    {
      title: 'Tests under one roof',
      text: 'Blood tests, eye and foot checks and heart tests in one visit, with reports in 24-48 hours.',
    },
    {
      title: 'Plans you can follow',
      text: 'Diet advice built on the foods you already eat, and activity that fits your day.',
    },
    {
      title: 'Care that continues',
      text: 'Regular reviews that catch problems early, with reminders when a check is due.',
    },
  ],
  categories: [
    {
      title: 'Type 2 diabetes',
      text: 'The most common kind: medicines, lifestyle changes and, when needed, insulin.',
    },
    {
      title: 'Type 1 diabetes',
      text: 'Insulin treatment for children and adults, with training for the patient and family.',
    },
    { title: 'Prediabetes', text: 'Sugar levels above normal: the best time to stop diabetes from developing.' },
    {
      title: 'Diabetes in pregnancy',
      text: 'Care with your obstetrician to keep mother and baby safe.',
    },
    { title: 'Thyroid disorders', text: 'An underactive or overactive thyroid, thyroid swellings and nodules.' },
    {
      title: 'PCOS and hormone problems',
      text: 'Irregular periods, excess hair growth and weight gain linked to hormones.',
    },
    {
      title: 'Weight and metabolic health',
      text: 'Medical help with weight, blood pressure and cholesterol together.',
    },
    {
      title: 'Complications of diabetes',
      text: 'Regular checks of the eyes, feet, kidneys and heart, and treatment when problems are found.',
    },
  ],
  technology: {
    caption: 'Technology we use in diabetes care',
    columns: ['Technology', 'What it does', 'Who it helps'],
    rows: [
      {
        header: 'Continuous glucose monitoring (CGM)',
        cells: [
          'A small sensor on the arm records sugar levels day and night for up to two weeks.',
          'People on insulin, and anyone with unexplained high or low sugar',
        ],
      },
      {
        header: 'HbA1c test',
        cells: ['Shows the average sugar level over the last three months.', 'Everyone with diabetes or prediabetes'],
      },
      {
        header: 'Retinal photography',
        cells: ['Photographs the back of the eye to find diabetic eye damage early.', 'Everyone with diabetes, yearly'],
      },
      {
        header: 'Foot sensation tests',
        cells: [
          'Simple tests of touch and vibration show whether the nerves of the feet are affected.',
          'Everyone with diabetes, yearly',
        ],
      },
      {
        header: 'Kidney tests (urine albumin and eGFR)',
        cells: ['Find early kidney damage, when treatment can slow it.', 'Everyone with diabetes, yearly'],
      },
      {
        header: 'Insulin pens and pumps',
        cells: [
          'Training in giving insulin accurately, and guidance for people considering a pump.',
          'People who need insulin',
        ],
      },
    ],
  },
  programs: [
    {
      name: 'Prediabetes Prevention Programme',
      summary: 'For people whose sugar is above normal but not yet in the diabetes range.',
      duration: '12 weeks',
      includes: [
        'HbA1c and fasting sugar at the start and the end',
        'A personal diet plan with our dietitian',
        'An activity plan you can keep up',
        'Monthly review with the doctor',
      ],
    },
    {
      name: 'Diabetes Control Programme',
      summary: 'For people living with type 2 diabetes who want steadier sugar levels.',
      duration: '12 months',
      includes: [
        'Endocrinologist consultations every three months',
        'HbA1c every three months',
        'Yearly eye, foot and kidney checks',
        'Diet and medicine review at every visit',
        'Continuous glucose monitoring when it is needed',
      ],
    },
    {
      name: 'Gestational Diabetes Care',
      summary: 'For women who develop diabetes during pregnancy.',
      duration: 'Until after delivery',
      includes: [
        'Joint care with your obstetrician',
        'Home sugar monitoring and a meal plan for pregnancy',
        'Insulin when diet alone is not enough',
        'A sugar test after delivery, and advice for the future',
      ],
    },
  ],
  faq: [
    {
      question: 'Can type 2 diabetes be reversed?',
      answer: [
        'Some people, especially soon after diagnosis, bring their sugar back to a normal range by losing weight under medical supervision. This is called remission, not cure: sugar levels still need regular checks, because diabetes can return.',
      ],
    },
    {
      question: 'How often should I test my HbA1c?',
      answer: [
        'Every three months while your treatment is being adjusted or your sugar is above target, and every six months once it is stable. Your doctor will tell you what applies to you.',
      ],
    },
    {
      question: 'Can I still eat rice and roti?',
      answer: [
        'Yes, in measured portions. Choosing whole grains, filling half the plate with vegetables and adding dal or another protein slows the rise in sugar. Our dietitian will plan meals with you.',
      ],
    },
    {
      question: 'Once I start insulin, is it for life?',
      answer: [
        'In type 1 diabetes, yes. In type 2 diabetes, not always: insulin may be needed for a time, for example during an illness or pregnancy, and can sometimes be reduced later. Starting insulin is not a failure; it is a way to protect your body.',
      ],
    },
  ],
};

export const diabetesContent = defineContent<DiabetesContent>({ en, hi: () => import('./content.hi') });
