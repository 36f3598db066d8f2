import { siteHref } from 'shared-ui';
import { defineCatalogue } from 'shared-ui/i18n';
import type { HealthCheckupContent } from './contentTypes';

const en: HealthCheckupContent = {
  intro: [
    'Many health problems, such as high blood pressure, diabetes, high cholesterol and thyroid disorders, cause no symptoms for years. A regular health checkup finds them early, when they are easiest to treat.',
    'Choose the package that suits your age and history: its price, tests and preparation are below. Most tests are done in one morning visit, reports are ready in 24-48 hours, and a doctor goes through the results with you.',
  ],
  whyChoose: [
    {
      title: 'Done in one morning',
      text: 'Samples, scans and consultations in one visit: most packages take three to four hours, with breakfast after the fasting samples.',
    },
    {
      title: 'Our own laboratory',
      text: 'Your samples are tested in our own pathology laboratory, and a result that needs urgent care is phoned to you the same day.',
    },
    {
      title: 'A doctor explains',
      text: 'A doctor goes through every report with you, refers you to a specialist when something needs one, and reminds you when your next checkup is due.',
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
    'Anyone who feels tired all the time, or has gained weight without knowing why',
    'Everyone over 60',
  ],
  stats: [
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
        'For a blood test booked on its own, yes: choose "At my home" on the Blood Test page, in the areas of Faridabad we serve, and the collection charge is shown with the price. A health checkup package is done at the hospital, because its scans and ECG need the visit.',
      ],
      links: [{ label: 'Book a blood test', href: siteHref('/blood-test') }],
    },
    {
      question: 'How long does the checkup take?',
      answer: ['Three to four hours for most packages; the Executive package can take up to five.'],
    },
    {
      question: 'Can women have a checkup during their periods?',
      answer: [
        'Blood tests are fine, but urine tests and a Pap smear are best done about five days after your period ends.',
      ],
    },
    {
      question: 'Can I book a checkup for my parents?',
      answer: ['Yes. The Senior Citizen package is made for them, and wheelchair help is available at the hospital.'],
    },
    {
      question: 'Which package is right for me?',
      answer: [
        'Start from your age and family history: Basic under 35, Comprehensive from 35, Senior Citizen from 60, and the Women’s package for the tests women need. If you are unsure, call us and we will help you choose.',
      ],
    },
  ],
};

export const healthCheckupContent = defineCatalogue<HealthCheckupContent>({ en, hi: () => import('./content.hi') });
