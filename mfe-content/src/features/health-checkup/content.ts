import { defineContent } from '../../components/content-catalogue';
import type { FaqEntry, Feature, Stat, Step, TableContent } from '../../components/page-sections';

export interface CheckupPackage {
  name: string;
  /** Who the package suits. */
  forWhom: string;
  includes: readonly string[];
}

/** Everything the health checkup page says beyond its headings and buttons (messages.ts). */
export interface HealthCheckupContent {
  intro: readonly string[];
  packages: readonly CheckupPackage[];
  screening: readonly Feature[];
  inclusions: TableContent;
  process: readonly Step[];
  whoShould: readonly string[];
  stats: readonly Stat[];
  faq: readonly FaqEntry[];
}

const yes = 'Yes';
const no = 'No';

const en: HealthCheckupContent = {
  intro: [
    'Many health problems, such as high blood pressure, diabetes, high cholesterol and thyroid disorders, cause no symptoms for years. A regular health checkup finds them early, when they are easiest to treat.',
    'Choose one of our five packages. Most tests are done in one morning visit, reports are ready in 24-48 hours, and a doctor goes through the results with you.',
  ],
  packages: [
    {
      name: 'Basic',
      forWhom: 'Adults under 35 with no known health problems.',
      includes: [
        'Complete blood count',
        'Fasting blood sugar',
        'Lipid profile (cholesterol)',
        'Liver and kidney function',
        'Urine routine',
        'Blood pressure, height, weight and BMI',
        'Doctor consultation',
      ],
    },
    {
      name: 'Comprehensive',
      forWhom: 'Adults over 35, or anyone with a family history of diabetes or heart disease.',
      includes: [
        'Everything in Basic',
        'HbA1c (average sugar over three months)',
        'Thyroid profile (T3, T4, TSH)',
        'Vitamin D and vitamin B12',
        'ECG',
        'Chest X-ray',
        'Ultrasound of the abdomen',
      ],
    },
    {
      name: 'Executive',
      forWhom: 'Busy professionals with long desk hours, stress or irregular meals.',
      includes: [
        'Everything in Comprehensive',
        'Treadmill test or echocardiogram',
        'Lung function test (spirometry)',
        'Eye and dental check',
        'Diet consultation',
      ],
    },
    {
      name: 'Senior Citizen',
      forWhom: 'Men and women over 60.',
      includes: [
        'Everything in Comprehensive',
        'Echocardiogram',
        'Calcium and bone health markers',
        'PSA (prostate) for men',
        'Eye check including eye pressure',
        'Hearing check',
      ],
    },
    {
      name: "Women's",
      forWhom: 'Women of any age, with tests chosen for women’s health.',
      includes: [
        'Complete blood count and iron studies',
        'Thyroid profile',
        'Blood sugar and HbA1c',
        'Vitamin D',
        'Pap smear',
        'Breast examination, and mammography from 40',
        'Pelvic ultrasound',
        'Gynaecologist consultation',
      ],
    },
  ],
  screening: [
    {
      title: 'Heart',
      text: 'ECG, treadmill test and echocardiogram show how the heart works at rest and under effort.',
    },
    {
      title: 'Cancer screening',
      text: 'Pap smear, mammography and PSA find early changes in the cervix, breast and prostate, at the ages guidelines recommend.',
    },
    {
      title: 'Diabetes and thyroid',
      text: 'HbA1c and thyroid tests find problems that often start without any symptoms.',
    },
    {
      title: 'Lungs',
      text: 'Spirometry and a chest X-ray check lungs exposed to smoking or to the winter smog of the NCR.',
    },
  ],
  inclusions: {
    caption: 'Tests included in each package',
    columns: ['Test', 'Basic', 'Comprehensive', 'Executive', 'Senior Citizen', "Women's"],
    rows: [
      { header: 'Complete blood count', cells: [yes, yes, yes, yes, yes] },
      { header: 'Fasting blood sugar', cells: [yes, yes, yes, yes, yes] },
      { header: 'HbA1c', cells: [no, yes, yes, yes, yes] },
      { header: 'Lipid profile', cells: [yes, yes, yes, yes, no] },
      { header: 'Liver and kidney function', cells: [yes, yes, yes, yes, no] },
      { header: 'Thyroid profile', cells: [no, yes, yes, yes, yes] },
      { header: 'Vitamin D', cells: [no, yes, yes, yes, yes] },
      { header: 'ECG', cells: [no, yes, yes, yes, no] },
      { header: 'Chest X-ray', cells: [no, yes, yes, yes, no] },
      { header: 'Ultrasound', cells: ['No', 'Abdomen', 'Abdomen', 'Abdomen', 'Pelvis'] },
      { header: 'Treadmill test or echocardiogram', cells: [no, no, yes, 'Echocardiogram', no] },
      { header: 'PSA (men)', cells: [no, no, no, yes, no] },
      { header: 'Pap smear and breast examination', cells: [no, no, no, no, yes] },
      { header: 'Doctor consultation', cells: [yes, yes, yes, yes, 'Gynaecologist'] },
    ],
  },
  process: [
    { title: 'Book', text: 'Choose a package and a date online or by phone.' },
    {
      title: 'Prepare',
      text: 'Fast for 10-12 hours before your visit; plain water is fine. Bring your usual medicines and recent reports.',
    },
    {
      title: 'Visit',
      text: 'Samples are taken first, then breakfast, then the scans and the other tests, most of them in one morning.',
    },
    { title: 'Reports', text: 'Your reports are ready in 24-48 hours, on paper and by e-mail.' },
    {
      title: 'Review',
      text: 'A doctor goes through the results with you and explains what, if anything, needs to be done next.',
    },
  ],
  whoShould: [
    'Adults over 30, once a year or as often as your doctor advises',
    'Anyone whose parents or siblings have diabetes, heart disease or cancer',
    'People with high blood pressure, diabetes or high cholesterol, to keep an eye on them',
    'Smokers and people exposed to heavy air pollution',
    'People who sit for long hours and exercise little',
    'Women planning a pregnancy or past menopause',
    'Everyone over 60',
  ],
  stats: [
    { value: '5', label: 'Packages to choose from' },
    { value: '24-48 hours', label: 'Reports ready' },
    { value: '10-12 hours', label: 'Fasting before the visit' },
  ],
  faq: [
    {
      question: 'Do I need to fast before a health checkup?',
      answer: [
        'Yes, for 10-12 hours before your blood sample, usually overnight. You can drink plain water. Avoid tea, coffee, juice and chewing gum until the sample is taken.',
      ],
    },
    {
      question: 'Should I take my regular medicines that morning?',
      answer: [
        'Take your blood pressure and thyroid medicines as usual with water unless your doctor has told you otherwise.',
        'Do not take diabetes tablets or insulin while fasting: bring them with you and take them with breakfast after the sample, to avoid low sugar.',
      ],
    },
    {
      question: 'When will I get my reports?',
      answer: ['Reports are ready in 24-48 hours. A doctor then explains them to you in a consultation.'],
    },
    {
      question: 'Can the blood sample be collected at home?',
      answer: [
        'Yes. Our home collection team can take samples at your home in Faridabad; the scans and the ECG still need a visit.',
      ],
    },
    {
      question: 'Which package is right for me?',
      answer: [
        'Start from your age and family history: Basic under 35, Comprehensive from 35, Senior Citizen from 60, and the Women’s package for the tests women need. If you are unsure, call us and we will help you choose.',
      ],
    },
  ],
};

export const healthCheckupContent = defineContent<HealthCheckupContent>({ en, hi: () => import('./content.hi') });
