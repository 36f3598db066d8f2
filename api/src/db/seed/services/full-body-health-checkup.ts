import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('full-body-health-checkup');

export const fullBodyHealthCheckup: SeedService = {
  slug: 'full-body-health-checkup',
  // Doctors of several departments read its results: no one department runs it.
  department: null,
  name: 'Full Body Health Checkup',
  description:
    'Preventive health packages for every age, from a basic annual check to executive and senior citizen screening, with reports in 24-48 hours and a doctor to explain them.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Full Body Health Checkup',
      subtitle: 'Know your health before it speaks up',
      description:
        'Heart disease, diabetes, thyroid problems and many cancers grow silently for years. A yearly checkup finds them early, when they are easiest to treat. Our packages are finished in one morning, and a physician goes through every report with you.',
      badge_1: 'Five Packages for Every Age',
      badge_2: 'Reports in 24-48 Hours',
      badge_3: 'Fasting Advice Before Your Visit',
      badge_4: 'Doctor Review Included',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Done in One Morning',
        description: 'A smooth visit with no running between floors.',
        points: points(
          'Dedicated health check lounge with its own reception',
          'Sample collection, scans and consultations in one wing',
          'Breakfast served after fasting tests',
          'Most packages completed in three to four hours',
          'Early morning slots from 7:30 AM',
        ),
      },
      {
        id: 2,
        title: 'Reliable Results',
        description: 'Tests run in our own laboratory, which checks its analysers every day.',
        points: points(
          'Fully automated analysers with daily quality control',
          'Samples tested in our own pathology laboratory',
          'Samples collected at home when you cannot come in',
          'Critical results phoned to you the same day',
          'Digital reports kept for future comparison',
        ),
      },
      {
        id: 3,
        title: 'Advice You Can Act On',
        description: 'Numbers alone do not help; a plan does.',
        points: points(
          'Physician consultation to explain every finding',
          'Diet consultation included in comprehensive packages',
          'Fast-track specialist referral when needed',
          'Reminder for your next annual checkup',
          'Corporate and family packages available',
        ),
      },
    ],
    service_details: [
      {
        title: 'Basic Health Checkup',
        intro_text: 'An essential yearly screen for young adults.',
        points: points('CBC, fasting sugar and lipid profile', 'Liver and kidney function', 'Physician consultation'),
      },
      {
        title: 'Comprehensive Health Checkup',
        intro_text: 'A thorough screen for adults over 30.',
        points: points('Thyroid profile, HbA1c and vitamin D', 'ECG and chest X-ray', 'Ultrasound of the abdomen'),
      },
      {
        title: 'Executive Health Checkup',
        intro_text: 'For busy professionals with high-stress lives.',
        points: points(
          'Treadmill test and echocardiography',
          'Lung function test',
          'Consultations with physician, dietitian and dentist',
        ),
      },
      {
        title: 'Senior Citizen Health Checkup',
        intro_text: 'Screening tuned for people over 60.',
        points: points('Bone density scan', 'Eye and hearing screening', 'Prostate or gynaecological screening'),
      },
      {
        title: "Women's Health Checkup",
        intro_text: 'Covering the health needs that matter most to women.',
        points: points(
          'Pap smear and breast examination',
          'Mammography or breast ultrasound',
          'Iron, thyroid and vitamin levels',
        ),
      },
      {
        title: 'Cardiac Risk Screening',
        intro_text: 'For people with a family history of heart disease.',
        points: points('Lipid profile and hs-CRP', 'ECG, echo and TMT', 'Cardiologist consultation'),
      },
      {
        title: 'Diabetes Screening',
        intro_text: 'For people with weight gain, thirst or a family history.',
        points: points('Fasting and post-meal sugar', 'HbA1c and kidney tests', 'Diabetologist consultation'),
      },
    ],
    technologies: [
      {
        name: 'Fully Automated Biochemistry Analysers',
        purpose: 'Fast, consistent results for sugar, lipid, liver and kidney tests.',
      },
      { name: 'Digital X-Ray', purpose: 'Clear chest images with low radiation.' },
      { name: 'High-Resolution Ultrasound', purpose: 'Checking the liver, kidneys, gall bladder and pelvic organs.' },
      { name: 'Computerised TMT', purpose: 'Finding heart blockages that show only on exertion.' },
      { name: 'DEXA Bone Densitometer', purpose: 'Detecting thinning bones before a fracture.' },
      { name: 'Digital Mammography', purpose: 'Early detection of breast cancer.' },
    ],
    support_services: [
      {
        title: 'Home Sample Collection',
        points: points(
          'Fasting samples collected at home',
          'Trained phlebotomists',
          'No extra charge within Faridabad for packages',
        ),
      },
      {
        title: 'Corporate Health Programmes',
        points: points('On-site camps for offices and factories', 'Pre-employment checkups', 'Group reports for HR'),
      },
      {
        title: 'Follow-Up Care',
        points: points('Specialist appointments on priority', 'Repeat tests at package rates', 'Lifestyle coaching'),
      },
    ],
    when_needed_conditions: [
      { condition: 'You are over 30 and have not had a checkup in the last year' },
      { condition: 'Diabetes, heart disease or cancer runs in your family' },
      { condition: 'You smoke, drink regularly or have a desk-bound job' },
      { condition: 'You feel tired all the time or have gained weight' },
      { condition: 'You are planning a pregnancy' },
      { condition: 'You are over 60 and want to stay active and independent' },
    ],
    leader_points: points(
      'Reports ready in 24-48 hours',
      'Five packages for every age and need',
      'A physician explains every report in person',
    ),
    faqs: [
      {
        question: 'Do I need to fast before the checkup?',
        answer:
          'Yes, for 10-12 hours. You may drink water. Take your regular blood pressure or thyroid tablets unless told otherwise, and bring your diabetes medicines to take after the sample.',
      },
      {
        question: 'How long does the checkup take?',
        answer: 'Three to four hours for most packages; the executive package can take up to five.',
      },
      {
        question: 'When will I get my reports?',
        answer: 'Most reports are ready in 24-48 hours and are sent by e-mail. A few special tests may take longer.',
      },
      {
        question: 'Can women have a checkup during their periods?',
        answer:
          'Blood tests are fine, but urine tests and pap smears are best done about five days after your period ends.',
      },
      {
        question: 'Can I book a checkup for my parents?',
        answer: 'Yes. The senior citizen package is designed for them, and wheelchair assistance is available.',
      },
    ],
    cta_section: {
      title: 'Book your health checkup',
      description: 'Choose a package, pick a morning and let us take care of the rest.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book a Checkup',
      action: 'book',
    },
  },
};
