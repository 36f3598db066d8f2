import { serviceHref, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { defineCatalogue } from 'shared-ui/i18n';
import type { AboutContent } from './contentTypes';

const en: AboutContent = {
  intro: [
    `${HOSPITAL.name} opened on Mathura Road in ${HOSPITAL.since} to give the families of Faridabad specialist care close to home, without the long journey to Delhi.`,
    'Today our emergency department, laboratory, specialist clinics and home care team work together around the clock, with one aim: care that is safe, clear about what it costs, and kind.',
  ],
  get questions() {
    return [
      {
        question: 'What are the charges for lab tests?',
        answer: [
          'The price of every test is shown, in rupees, when you choose it on our lab booking page, and our lab desk will give you a written estimate for a group of tests. Each health checkup package shows its price, and what it includes, on the health checkup page.',
        ],
        links: [{ label: 'Book a lab test', href: siteHref('/blood-test') }],
      },
      {
        question: 'How do I get an appointment?',
        answer: [
          `Book online by choosing a department, a doctor and a date; you receive a booking reference by e-mail. You can also call us on ${HOSPITAL.supportPhone}, ${HOSPITAL.supportHours}.`,
        ],
        links: [{ label: 'Book an appointment', href: siteHref('/appointment') }],
      },
      {
        question: 'How do I book a health check?',
        answer: [
          'Choose a package on the health checkup page, where each shows its price, and press Book this package: the lab booking form opens with it chosen, and you pick a date. Come fasting for 10-12 hours; most reports are ready in 24-48 hours and a doctor explains them to you.',
        ],
        links: [{ label: 'See the health checkup packages', href: siteHref('/healthcheck') }],
      },
    ];
  },
  specialities: [
    { name: 'Accident & Emergency', href: siteHref('/emergency') },
    { name: 'Cardiology', href: serviceHref('cardiology') },
    { name: 'Orthopaedics', href: serviceHref('orthopaedics') },
    { name: 'Diabetes and Endocrinology', href: siteHref('/diabetes') },
    { name: 'Full Body Health Checkup', href: siteHref('/healthcheck') },
    { name: 'Home Care', href: siteHref('/homecare') },
    { name: 'Dental Medicine', href: serviceHref('dental-medicine') },
    { name: 'Bariatric Surgery', href: serviceHref('bariatric-surgery') },
  ],
  videoDescription: [
    'An illustrated tour of the hospital, without sound, about 17 seconds long.',
    'It shows, one after another: the emergency entrance with an ambulance arriving, open 24 X 7; the laboratory with sample tubes, reports in 24-48 hours; a home care kit beside a bed at home; and a glucose meter with a balanced plate from the diabetes clinic. It ends with the hospital’s name.',
  ],
};

export const aboutContent = defineCatalogue<AboutContent>({ en, hi: () => import('./content.hi') });
