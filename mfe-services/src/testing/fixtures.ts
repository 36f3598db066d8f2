/**
 * Answers shaped like the seeded API's (api/src/db/seed), for this remote's component tests. Only
 * test files import this folder.
 */
import type { Department, Doctor, Service, ServicePage } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

const point = (text: string) => ({ point: text });

export const departments: Department[] = [
  'Cardiology',
  'Orthopaedics',
  'Diabetes & Endocrinology',
  'Dental Medicine',
  'Bariatric & Laparoscopic Surgery',
  'Emergency Medicine',
  'Internal Medicine',
  'Home Care & Geriatrics',
].map((department_name, index) => ({ id: index + 1, department_name }));

const department = (name: string): Department => {
  const found = departments.find((candidate) => candidate.department_name === name);
  if (!found) throw new Error(`no department ${name}`);
  return found;
};

export const doctors: Doctor[] = [
  {
    id: 1,
    doctor_name: 'Dr. Anita Sharma',
    image: 'doctors/dr-anita-sharma.svg',
    about: 'Senior Consultant, Interventional Cardiology. Leads our 24 x 7 cath lab team.',
    department: department('Cardiology'),
  },
  {
    id: 2,
    doctor_name: 'Dr. Rohit Malhotra',
    image: 'dr-rohit-malhotra.jpg',
    about: 'Consultant, Non-invasive Cardiology. Runs the echocardiography service.',
    department: department('Cardiology'),
  },
  {
    id: 3,
    doctor_name: 'Dr. Vikram Singh Chauhan',
    image: 'https://images.example.in/vikram.png',
    about: 'Head of Orthopaedics and Joint Replacement.',
    department: department('Orthopaedics'),
  },
  {
    id: 4,
    doctor_name: 'Dr. Farhan Qureshi',
    image: null,
    about: '',
    department: department('Emergency Medicine'),
  },
];

export const services: Service[] = [
  ['accident-and-emergency', 'Accident & Emergency'],
  ['cardiology', 'Cardiology'],
  ['orthopaedics', 'Orthopaedics'],
  ['diabetes-and-endocrinology', 'Diabetes & Endocrinology'],
  ['full-body-health-checkup', 'Full Body Health Checkup'],
  ['home-care', 'Home Care'],
  ['dental-medicine', 'Dental Medicine'],
  ['bariatric-surgery', 'Bariatric Surgery'],
].map(([slug = '', name = ''], index) => ({
  id: index + 1,
  slug,
  name,
  description: `${name}: specialist care at Aravali Care Hospital, around the clock, from diagnosis to recovery.`,
  service_banner: index === 2 ? null : `services/${slug}-banner.svg`,
}));

const numbered = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index + 1));

/** A service page with more of every list than the page shows at first (SPEC §9's counts + 1). */
export const cardiologyPage: ServicePage = {
  name: 'Cardiology',
  slug: 'cardiology',
  hero_section: {
    title: 'Cardiology and Heart Care',
    subtitle: 'Expert care for every heartbeat',
    description: 'Our cardiologists diagnose and treat heart disease at every stage.',
    badge_1: '24 x 7 Cath Lab',
    badge_2: 'Primary Angioplasty',
    badge_3: 'Heart Failure Clinic',
    badge_4: '',
    image_1: 'services/cardiology-hero-1.svg',
    image_2: 'services/cardiology-hero-2.svg',
  },
  why_choose_us_sections: [
    {
      id: 1,
      title: 'Heart Attack Care Without Delay',
      description: 'Time lost is heart muscle lost.',
      points: numbered(5, (n) => `Speed point ${n}`).map(point),
    },
    {
      id: 2,
      title: 'Care That Continues',
      description: 'Treatment does not end when you leave.',
      points: numbered(3, (n) => `Follow-up point ${n}`).map(point),
    },
  ],
  service_details: numbered(7, (n) => `Treatment ${n}`).map((title) => ({
    title,
    intro_text: `About ${title}.`,
    points: [point(`${title} detail`)],
  })),
  technologies: numbered(6, (n) => `Machine ${n}`).map((name) => ({ name, purpose: `What ${name} does.` })),
  support_services: [{ title: 'Cardiac Rehabilitation', points: [point('Supervised exercise sessions')] }],
  when_needed_conditions: [{ condition: 'Chest pain on walking' }, { condition: 'Breathlessness' }],
  leader_points: [point('Cath lab open 24 x 7, 365 days a year')],
  statistics: { cases_treated: '8,500+', success_rate: '97%' },
  faqs: numbered(5, (n) => `Question ${n}?`).map((question) => ({ question, answer: `Answer to ${question}` })),
  cta_section: {
    title: 'Look after your heart',
    description: 'Book a consultation with our cardiologists.',
    emergency_contact: HOSPITAL.emergencyPhone,
    button_text: 'Book Heart Checkup',
  },
};
