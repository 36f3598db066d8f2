/**
 * The API's answers the default mock handlers give, typed by the contract: a small hospital whose
 * data covers each screen's cases (a service without a banner, a doctor without a photo, two labs).
 */
import type {
  Account,
  BookingSummary,
  DoctorBookingSummary,
  CarePackage,
  Department,
  Doctor,
  Lab,
  LabBookingSummary,
  LabTest,
  Service,
  ServicePage,
} from 'contract';
import type { SearchWords } from 'contract/search-words';
import { fieldIssue, fieldIssueText } from 'contract';
import type { FieldIssue } from 'contract';

const departments = {
  cardiology: { id: 1, department_name: 'Cardiology', slug: 'cardiology' },
  neurology: { id: 2, department_name: 'Neurology', slug: 'neurology' },
  orthopaedics: { id: 3, department_name: 'Orthopaedics', slug: 'orthopaedics' },
  dental: { id: 4, department_name: 'Dental Medicine', slug: 'dental-medicine' },
} satisfies Record<string, Department>;

/** A department as a service's answer carries it. */
const ofService = ({ id, slug, department_name }: Department) => ({ id, slug, name: department_name });

const services: Service[] = [
  {
    id: 1,
    slug: 'cardiology',
    name: 'Cardiology',
    description: 'Heart care from ECG and echo to angioplasty, with a cardiac ICU open day and night.',
    service_banner: 'services/cardiology.svg',
    department: ofService(departments.cardiology),
  },
  {
    id: 2,
    slug: 'neurology',
    name: 'Neurology',
    description: 'Stroke care, epilepsy and headache clinics, and nerve conduction studies.',
    service_banner: 'services/neurology.svg',
    department: ofService(departments.neurology),
  },
  {
    id: 3,
    slug: 'orthopaedics',
    name: 'Orthopaedics',
    description: 'Fracture care, joint replacement and sports injury clinics.',
    service_banner: 'services/orthopaedics.svg',
    department: ofService(departments.orthopaedics),
  },
  {
    id: 4,
    slug: 'dental',
    name: 'Dental Medicine',
    description: 'Check-ups, fillings, root canal treatment and children’s dentistry.',
    service_banner: null,
    department: ofService(departments.dental),
  },
  {
    id: 5,
    slug: 'diabetes',
    name: 'Diabetes and Endocrinology',
    description: 'Diabetes, thyroid and hormone care with dietitians and foot care.',
    service_banner: 'services/diabetes.svg',
    department: null,
  },
  {
    id: 6,
    slug: 'emergency',
    name: 'Accident and Emergency',
    description: 'Emergency care around the clock with a trauma team and ambulances.',
    service_banner: 'services/emergency.svg',
    department: null,
  },
];

const point = (text: string) => ({ point: text });

const cardiologyPage: ServicePage = {
  name: 'Cardiology',
  slug: 'cardiology',
  department: ofService(departments.cardiology),
  hero_section: {
    title: 'Cardiology',
    subtitle: 'Heart care in Faridabad, day and night',
    description: 'Our cardiologists diagnose and treat heart disease, from a first ECG to surgery.',
    badge_1: '24/7 cardiac emergency',
    badge_2: 'Cath lab',
    badge_3: 'Cardiac ICU',
    badge_4: 'Cardiac rehabilitation',
    image_1: 'services/cardiology-hero-1.svg',
    image_2: null,
  },
  why_choose_us_sections: [
    {
      id: 1,
      title: 'Fast care for chest pain',
      description: 'A chest pain pathway that starts at the door.',
      points: ['ECG within 10 minutes', 'Cardiologist on call', 'Cath lab ready', 'Clear advice', 'Follow-up'].map(
        point,
      ),
    },
  ],
  service_details: [
    { title: 'Diagnostics', intro_text: 'Tests that find the cause.', points: [point('ECG'), point('Echo')] },
  ],
  technologies: [{ name: 'Echocardiography', purpose: 'Images of the heart in motion' }],
  support_services: [{ title: 'Cardiac rehabilitation', points: [point('Supervised exercise')] }],
  when_needed_conditions: [{ condition: 'Chest pain or pressure' }],
  leader_points: [point('Experienced cardiologists')],
  faqs: [{ question: 'When should I call an ambulance?', answer: 'Call 112 at once for chest pain.' }],
  cta_section: {
    title: 'Worried about your heart?',
    description: 'Book a consultation or call us any time.',
    emergency_contact: '+91 129 400 0100',
    button_text: 'Book Appointment',
    action: 'book',
  },
};

const doctors: Doctor[] = [
  {
    id: 1,
    doctor_name: 'Dr. Anil Sharma',
    image: 'doctors/dr-anil-sharma.svg',
    about: 'Interventional cardiologist with twenty years of practice.',
    department: departments.cardiology,
    slug: 'dr-anil-sharma',
    languages: ['hi', 'en'],
    opd_days: [2, 5],
  },
  {
    id: 2,
    doctor_name: 'Dr. Meera Rao',
    image: null,
    about: '',
    department: departments.cardiology,
    slug: 'dr-meera-rao',
    languages: ['en'],
    opd_days: [1],
  },
  {
    id: 3,
    doctor_name: 'Dr. Vikram Singh',
    image: 'dr-vikram-singh.svg',
    about: 'Neurologist leading the stroke unit.',
    department: departments.neurology,
    slug: 'dr-vikram-singh',
    languages: ['hi', 'pa', 'en'],
    opd_days: [1, 4],
  },
  {
    id: 4,
    doctor_name: 'Dr. Priya Nair',
    image: 'https://cdn.example/dr-priya-nair.jpg',
    about: 'Orthopaedic surgeon for joints and sports injuries.',
    department: departments.orthopaedics,
    slug: 'dr-priya-nair',
    languages: ['hi', 'en'],
    opd_days: [3, 6],
  },
];

const labs: Lab[] = [
  { id: 1, lab_name: 'Central Laboratory', home_collection: true },
  { id: 2, lab_name: 'Imaging Centre', home_collection: false },
];

/** One package of each kind, in English; the Hindi answer changes only the texts. */
const carePackages: CarePackage[] = [
  {
    id: 1,
    slug: 'basic-health-check',
    kind: 'health-check',
    name: 'Basic Health Check',
    summary: 'Adults under 35 with no known health problems.',
    price: 1999,
    price_basis: 'package',
    includes: ['Complete blood count', 'Fasting blood sugar', 'Doctor consultation'],
    preparation: 'Fast for 10-12 hours before the visit; plain water is fine.',
    sample_type: 'Blood and urine',
    report_time: '24-48 hours',
    duration: null,
    place: 'either',
  },
  {
    id: 2,
    slug: 'diabetes-care-programme',
    kind: 'diabetes-programme',
    name: 'Diabetes Care Programme',
    summary: 'People newly told they have diabetes.',
    price: 4999,
    price_basis: 'programme',
    includes: ['Three doctor visits', 'HbA1c twice', 'Diet plan'],
    preparation: 'Fast for 10-12 hours before the first visit.',
    sample_type: 'Blood',
    report_time: '24 hours',
    duration: '3 months',
    place: 'hospital',
  },
  {
    id: 3,
    slug: 'nursing-visit',
    kind: 'home-care',
    name: 'Nursing Visit at Home',
    summary: 'Dressings, injections and catheter care at home.',
    price: 800,
    price_basis: 'visit',
    includes: ['A trained nurse for up to one hour'],
    preparation: null,
    sample_type: null,
    report_time: null,
    duration: 'Up to 1 hour',
    place: 'home',
  },
];

/** The Hindi answer: the same packages with Hindi names. */
const carePackagesHindi: CarePackage[] = carePackages.map((item) => ({
  ...item,
  name: { 1: 'बेसिक हेल्थ चेकअप', 2: 'डायबिटीज़ केयर प्रोग्राम', 3: 'घर पर नर्सिंग विज़िट' }[item.id] ?? item.name,
}));

const labTests: LabTest[] = [
  { id: 1, test_name: 'Complete Blood Count (CBC)', test_price: 350, lab: 1 },
  { id: 2, test_name: 'HbA1c', test_price: 550, lab: 1 },
  { id: 3, test_name: 'Thyroid Profile', test_price: 1250, lab: 1 },
  { id: 4, test_name: 'Lipid Profile', test_price: 800, lab: 2 },
  { id: 5, test_name: 'Liver Function Test', test_price: 0, lab: 2 },
];

const account: Account = {
  id: 1,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  age: 34,
  gender: 'F',
  login_id: 'asha34',
  created_at: '2026-11-01T09:30:00.000Z',
};

/** A doctor appointment with a time, booked (the lookup finds it with the phone 9876543210 or asha@example.in). */
const doctorBooking: DoctorBookingSummary = {
  kind: 'doctor',
  reference: 'APT-000123',
  date: '2099-01-05',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  doctor_name: 'Dr. Anil Sharma',
  department_name: 'Cardiology',
  mode: 'OFF',
  slot_start: '10:30',
  slot_end: '10:45',
  room: 'Room 12',
  doctor_slug: 'dr-anil-sharma',
  fee: 800,
};

/** A lab test at the lab, booked, with the same contact. */
const labBooking: LabBookingSummary = {
  kind: 'lab',
  reference: 'LAB-000045',
  date: '2099-01-06',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  test_name: 'Thyroid Profile',
  lab_name: 'Central Laboratory',
  test_price: 1250,
  collection: 'lab',
  collection_window: null,
};

/** Bookings the lookup finds with the phone 9876543210 or the e-mail asha@example.in. */
const bookings: BookingSummary[] = [
  doctorBooking,
  labBooking,
  {
    kind: 'doctor',
    reference: 'APT-000124',
    date: '2099-01-07',
    status: 'cancelled',
    cancelled_at: '2026-11-20T10:00:00.000Z',
    can_cancel: false,
    doctor_name: 'Dr. Vikram Singh',
    department_name: 'Neurology',
    mode: 'ON',
    slot_start: null,
    slot_end: null,
    room: null,
    doctor_slug: 'dr-vikram-singh',
    fee: 900,
  },
];

/** A few of each department's words, as the hospital keeps them: English, and Hindi in both scripts. */
const searchWords: SearchWords = {
  departments: {
    cardiology: { en: ['heart', 'chest pain'], hi: ['दिल', 'dil'] },
    neurology: { en: ['brain', 'headache'], hi: ['सिरदर्द', 'sir dard'] },
    orthopaedics: { en: ['knee', 'bones'], hi: ['घुटना', 'ghutna'] },
    'dental-medicine': { en: ['teeth', 'toothache'], hi: ['दाँत', 'daant'] },
  },
  services: {},
};

/** The codes the API answers with, for the texts the pages show (`fixtures.messages`). */
export const apiAnswers = {
  checkFields: fieldIssue('checkFields'),
  contactThanks: fieldIssue('contactThanks'),
  registered: fieldIssue('signedUp'),
  invalidLogin: fieldIssue('loginRefused'),
  bookingNotFound: fieldIssue('bookingNotFound'),
  codeSent: fieldIssue('bookingCodeSent', { minutes: 10 }),
  linkSpent: fieldIssue('bookingLinkExpired'),
  alreadyCancelled: fieldIssue('bookingAlreadyCancelled'),
  pastBooking: fieldIssue('bookingPast'),
} satisfies Record<string, FieldIssue>;

export const fixtures = {
  departments: Object.values(departments),
  searchWords,
  services,
  servicePages: { cardiology: cardiologyPage } as Record<string, ServicePage>,
  doctors,
  labs,
  labTests,
  carePackages,
  carePackagesHindi,
  account,
  /** The login that succeeds: `asha34` / `a-long-password`. */
  password: 'a-long-password',
  bookings,
  /** The first two of `bookings`, typed by kind. */
  doctorBooking,
  labBooking,
  /** The phone and e-mail the bookings were made with. */
  bookingContact: { phone: '9876543210', email: 'asha@example.in' },
  /** The code the look-up's e-mail carries, the grant it answers, and the confirmation link's token. */
  bookingCode: '482913',
  accessGrant: 'a-30-minute-grant',
  bookingLinkToken: 'a-single-use-link-token',
  /** The references new bookings get. */
  references: { doctor: 'APT-000200', lab: 'LAB-000200' },
  /** The API's texts, as it words them: the contract's text of the code it answers with (`apiAnswers`). */
  messages: {
    checkFields: fieldIssueText(apiAnswers.checkFields),
    contactThanks: fieldIssueText(apiAnswers.contactThanks),
    registered: fieldIssueText(apiAnswers.registered),
    invalidLogin: fieldIssueText(apiAnswers.invalidLogin),
    bookingNotFound: fieldIssueText(apiAnswers.bookingNotFound),
    codeSent: fieldIssueText(apiAnswers.codeSent),
    linkSpent: fieldIssueText(apiAnswers.linkSpent),
    alreadyCancelled: fieldIssueText(apiAnswers.alreadyCancelled),
    pastBooking: fieldIssueText(apiAnswers.pastBooking),
    serviceNotFound: 'Service page not found.',
  },
};
