import { HOSPITAL } from '../hospital';

export type RemoteName = 'mfe_content' | 'mfe_services' | 'mfe_booking';

export interface SiteRoute {
  /** React Router path pattern. */
  path: string;
  /** The remote that renders the page (ARCHITECTURE.md "The parts"). */
  owner: RemoteName;
  /** Page heading, from SPEC §2. */
  heading: string;
  /** First part of the document title: "<title> | <hospital>". */
  title: string;
  /** The page's meta description. */
  description: string;
}

/**
 * Every page of the site and the remote that owns it: the shell routes by this table and each
 * remote keys its pages by these paths.
 */
export const SITE_ROUTES = [
  {
    path: '/',
    owner: 'mfe_content',
    heading: 'Home',
    title: 'Multispeciality Hospital in Faridabad',
    description: `${HOSPITAL.name}, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.`,
  },
  {
    path: '/services',
    owner: 'mfe_services',
    heading: 'Our Services',
    title: 'Our Services',
    description: `Every speciality and service at ${HOSPITAL.name}, from accident and emergency to dental medicine.`,
  },
  {
    path: '/services/:serviceSlug',
    owner: 'mfe_services',
    heading: 'Service',
    title: 'Service',
    description: `Treatment, technology, specialists and FAQs for this service at ${HOSPITAL.name}.`,
  },
  {
    path: '/homecare',
    owner: 'mfe_content',
    heading: 'Home Care',
    title: 'Home Care',
    description: 'Nursing, physiotherapy, elderly care and sample collection at home across Faridabad.',
  },
  {
    path: '/healthcheck',
    owner: 'mfe_content',
    heading: 'Full Body Health Checkup',
    title: 'Full Body Health Checkup',
    description: "Basic, Comprehensive, Executive, Senior Citizen and Women's health checkup packages.",
  },
  {
    path: '/emergency',
    owner: 'mfe_content',
    heading: 'Accident & Emergency',
    title: 'Accident & Emergency',
    description: '24 X 7 trauma, cardiac, neuro and paediatric emergency care with ambulance support.',
  },
  {
    path: '/diabetes',
    owner: 'mfe_content',
    heading: 'Diabetes and Endocrinology',
    title: 'Diabetes and Endocrinology',
    description: 'Diabetes, thyroid and hormone care programmes with specialist endocrinologists.',
  },
  {
    path: '/gallery',
    owner: 'mfe_content',
    heading: 'Image Gallery',
    title: 'Image Gallery',
    description: `Photographs from ${HOSPITAL.name}: home care, diabetes care, bariatric surgery and dental medicine.`,
  },
  {
    path: '/testimonial',
    owner: 'mfe_content',
    heading: 'Testimonials',
    title: 'Testimonials',
    description: `What patients and families say about their care at ${HOSPITAL.name}.`,
  },
  {
    path: '/our-doctor',
    owner: 'mfe_services',
    heading: 'Our Doctors',
    title: 'Our Doctors',
    description: `Meet the specialists of ${HOSPITAL.name} and book an appointment.`,
  },
  {
    path: '/appointment',
    owner: 'mfe_booking',
    heading: 'Book an Appointment',
    title: 'Book an Appointment',
    description: 'Choose a department and doctor and book an online or in-person appointment.',
  },
  {
    path: '/blood-test',
    owner: 'mfe_booking',
    heading: 'Book a Blood Test',
    title: 'Book a Blood Test',
    description: 'Book lab tests with prices in rupees, upload a prescription, and choose home collection.',
  },
  {
    path: '/faq',
    owner: 'mfe_content',
    heading: "FAQ's",
    title: 'Frequently Asked Questions',
    description: `Answers to common questions about appointments, lab tests and visiting ${HOSPITAL.name}.`,
  },
  {
    path: '/blog',
    owner: 'mfe_content',
    heading: 'Blog',
    title: 'Blog',
    description: 'Health articles from our doctors: diagnostics, lung health, critical care and emergencies.',
  },
  {
    path: '/blogpage',
    owner: 'mfe_content',
    heading: 'Diagnostic Tests You Should Know About',
    title: 'Diagnostic Tests You Should Know About',
    description: 'Which routine diagnostic tests matter, what they show and how to prepare for them.',
  },
  {
    path: '/blogpages',
    owner: 'mfe_content',
    heading: 'Air Pollution and Your Lungs',
    title: 'Air Pollution and Your Lungs',
    description: 'How air pollution in the NCR affects the lungs and how to protect your family.',
  },
  {
    path: '/blogpagecare',
    owner: 'mfe_content',
    heading: 'Critical Care: What Families Should Know',
    title: 'Critical Care: What Families Should Know',
    description: 'What happens in the ICU and how families can support a patient in critical care.',
  },
  {
    path: '/blogpage4',
    owner: 'mfe_content',
    heading: '24/7 Emergency Care',
    title: '24/7 Emergency Care',
    description: 'When to come to the emergency department and what happens when you arrive.',
  },
  {
    path: '/contact',
    owner: 'mfe_booking',
    heading: 'Contact Us',
    title: 'Contact Us',
    description: `Address, phone numbers and a message form for ${HOSPITAL.name}, Faridabad.`,
  },
  {
    path: '/about',
    owner: 'mfe_content',
    heading: 'About Us',
    title: 'About Us',
    description: `${HOSPITAL.name} has cared for Faridabad since ${HOSPITAL.since}: our story, labs and specialities.`,
  },
  {
    path: '/login',
    owner: 'mfe_booking',
    heading: 'Login',
    title: 'Login',
    description: 'Log in to your patient account.',
  },
  {
    path: '/register',
    owner: 'mfe_booking',
    heading: 'Register',
    title: 'Register',
    description: 'Create a patient account.',
  },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof SITE_ROUTES)[number]['path'];

export const routesOwnedBy = (owner: RemoteName): SiteRoute[] => SITE_ROUTES.filter((route) => route.owner === owner);

export const siteRoute = (path: SitePath): SiteRoute => {
  const route = SITE_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No site route ${path}`);
  return route;
};

/** "Our Services | Aravali Care Hospital" */
export const documentTitle = (title: string): string => `${title} | ${HOSPITAL.name}`;

/** "full-body-health-checkup" → "Full Body Health Checkup", for a service page before its data arrives. */
export const titleFromSlug = (slug: string | undefined): string =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || 'Service';
