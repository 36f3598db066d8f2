import { defineCatalogue } from 'shared-ui/i18n';
import type { DiabetesContent } from './contentTypes';

const en: DiabetesContent = {
  intro: [
    'Diabetes is common in India, and many people live with it for years before it is found. Our endocrinology clinic helps you understand your sugar levels and keep them in a healthy range, with a plan that fits Indian meals and working days.',
    'We also treat thyroid disorders, PCOS and other hormone problems, and check regularly for the complications of diabetes in the eyes, feet, kidneys and heart.',
  ],
  whyChoose: [
    {
      title: 'Specialists and educators',
      text: 'Endocrinologists, diabetes educators and dietitians work together on one written plan, and teach you to handle insulin, tablets, sugar checks and low sugar. Family members are welcome at every session.',
    },
    {
      title: 'Tests under one roof',
      text: 'Blood tests, eye, foot and kidney checks and heart tests in one visit, with reports in 24-48 hours.',
    },
    {
      title: 'Plans you can follow',
      text: 'Diet plans in Hindi or English, built on north Indian home food, with advice for festivals and fasts, and activity that fits your day.',
    },
    {
      title: 'Care that continues',
      text: 'Regular reviews that catch problems early, reminders when a check is due, and a phone call between visits when your sugars run high.',
    },
  ],
  categories: [
    {
      title: 'Type 2 diabetes',
      text: 'The most common kind: medicines, lifestyle changes and, when needed, insulin.',
    },
    {
      title: 'Type 1 diabetes',
      text: 'Insulin treatment for children and adults, including insulin pumps and carbohydrate counting, with training for the patient and family and plans for school and travel.',
    },
    { title: 'Prediabetes', text: 'Sugar levels above normal: the best time to stop diabetes from developing.' },
    {
      title: 'Diabetes in pregnancy',
      text: 'Care with your obstetrician to keep mother and baby safe.',
    },
    {
      title: 'Thyroid disorders',
      text: 'An underactive or overactive thyroid, swellings and nodules, checked by ultrasound and, when needed, a fine-needle test.',
    },
    {
      title: 'PCOS and hormone problems',
      text: 'Irregular periods, acne, excess hair growth and weight gain linked to hormones, cared for with our gynaecologists.',
    },
    {
      title: 'Weight and metabolic health',
      text: 'Medical help with weight, blood pressure, cholesterol and fatty liver together, and a referral to our bariatric surgeons when surgery is the better choice.',
    },
    {
      title: 'Complications of diabetes',
      text: 'Regular checks of the eyes, feet, kidneys and heart, and treatment when problems are found; a foot clinic tests the nerves and blood flow of the feet, dresses wounds and advises on footwear.',
    },
    {
      title: 'Other hormone problems',
      text: 'Adrenal and pituitary disorders, growth and puberty problems in children, and thinning bones with low vitamin D.',
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
        cells: [
          'A fundus camera photographs the back of the eye, without dilating drops, to find diabetic eye damage early.',
          'Everyone with diabetes, yearly',
        ],
      },
      {
        header: 'Foot sensation tests',
        cells: [
          'Simple tests of touch and vibration (a biothesiometer) show whether the nerves of the feet are affected.',
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
      {
        header: 'Thyroid ultrasound',
        cells: [
          'Looks at thyroid swellings and nodules in the clinic.',
          'People with a swelling in the neck or a nodule',
        ],
      },
    ],
  },
  whenToSee: [
    'Great thirst, passing urine often, or weight loss you cannot explain',
    'A fasting sugar of 126 mg/dL or more, or an HbA1c of 6.5 or more',
    'Sugars that stay high despite your medicines',
    'Tingling, burning or numbness in the feet',
    'Tiredness, a change in weight or a swelling in the neck',
    'Irregular periods, excess hair growth or difficulty conceiving',
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

export const diabetesContent = defineCatalogue<DiabetesContent>({ en, hi: () => import('./content.hi') });
