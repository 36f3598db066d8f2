import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('diabetes-and-endocrinology');

export const diabetesAndEndocrinology: SeedService = {
  slug: 'diabetes-and-endocrinology',
  department: 'diabetes-and-endocrinology',
  name: 'Diabetes & Endocrinology',
  description:
    'Complete care for diabetes, thyroid and hormone disorders: endocrinologists, diabetes educators, dietitians and a foot care clinic working from one plan made for you.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Diabetes & Endocrinology',
      subtitle: 'Sugar under control, life back on track',
      description:
        'One in six adults in Haryana lives with diabetes, and many do not know it. Our endocrinologists and diabetes educators help you understand your numbers, choose the right medicines and build habits that last, with regular reviews so problems are caught early.',
      badge_1: 'DM Endocrinologists',
      badge_2: 'Insulin Pump and CGM Clinic',
      badge_3: 'Diabetic Foot Clinic',
      badge_4: 'Diet Plans in Hindi and English',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'A Team, Not Just a Prescription',
        description: 'Diabetes is managed every day at home, so we teach as much as we treat.',
        points: points(
          'Endocrinologist consultation with a written care plan',
          'Diabetes educator session on insulin, tablets and sugar checks',
          'Dietitian plan built around north Indian home food',
          'Eye, foot and kidney screening at the same visit',
          'Phone follow-up between visits when sugars run high',
          'Family members welcome at every session',
        ),
      },
      {
        id: 2,
        title: 'Modern Monitoring',
        description: 'Less guessing, fewer finger pricks, better decisions.',
        points: points(
          'Continuous glucose monitoring with 14-day reports',
          'Insulin pump initiation and training',
          'HbA1c and kidney tests reported the same day',
          'Smartphone sugar logs reviewed by our team',
          'Early warning plans for low sugar episodes',
        ),
      },
      {
        id: 3,
        title: 'Beyond Diabetes',
        description: 'Hormones affect weight, energy, growth and fertility; we look after all of it.',
        points: points(
          'Thyroid disorders including nodules and goitre',
          'PCOS and hormonal causes of weight gain',
          'Growth and puberty problems in children',
          'Adrenal and pituitary disorders',
          'Osteoporosis and vitamin D deficiency',
        ),
      },
    ],
    service_details: [
      {
        title: 'Type 2 Diabetes Care',
        intro_text: 'The most common form, often found on a routine test.',
        points: points(
          'Tablet and injectable treatment plans',
          'Weight and lifestyle support',
          'Yearly complication screening',
        ),
      },
      {
        title: 'Type 1 Diabetes Care',
        intro_text: 'Lifelong insulin care for children and adults.',
        points: points('Basal-bolus insulin and pumps', 'Carbohydrate counting', 'School and travel plans'),
      },
      {
        title: 'Gestational Diabetes',
        intro_text: 'Diabetes in pregnancy, managed together with our obstetricians.',
        points: points('Sugar monitoring through pregnancy', 'Safe diet and insulin plans', 'Check-up after delivery'),
      },
      {
        title: 'Thyroid Clinic',
        intro_text: 'Under-active and over-active thyroid, nodules and goitre.',
        points: points(
          'Thyroid profile and ultrasound',
          'Fine needle testing of nodules',
          'Dose adjustment and follow-up',
        ),
      },
      {
        title: 'Diabetic Foot Clinic',
        intro_text: 'Foot ulcers are preventable with regular checks.',
        points: points('Nerve and blood flow testing', 'Wound care and dressings', 'Advice on footwear'),
      },
      {
        title: 'PCOS and Hormone Clinic',
        intro_text: 'Irregular periods, acne, hair growth and weight gain.',
        points: points('Hormone tests', 'Medical treatment and diet', 'Joint care with gynaecologists'),
      },
      {
        title: 'Obesity and Metabolic Clinic',
        intro_text: 'Weight loss that protects the heart, liver and joints.',
        points: points(
          'Medical weight-loss programmes',
          'Fatty liver assessment',
          'Referral for bariatric surgery when needed',
        ),
      },
    ],
    technologies: [
      {
        name: 'Continuous Glucose Monitoring (CGM)',
        purpose: 'A small sensor shows sugar levels round the clock for two weeks.',
      },
      { name: 'Insulin Pumps', purpose: 'Steady insulin delivery for people with type 1 diabetes.' },
      { name: 'HbA1c Analyser (HPLC)', purpose: 'Accurate three-month sugar control reports on the day of the visit.' },
      { name: 'Biothesiometer', purpose: 'Early detection of nerve damage in the feet.' },
      { name: 'Fundus Camera', purpose: 'Screening the retina for diabetic eye disease without dilating drops.' },
      { name: 'Thyroid Ultrasound', purpose: 'Assessing nodules and goitre in the clinic.' },
    ],
    support_services: [
      {
        title: 'Nutrition Counselling',
        points: points('Meal plans with familiar foods', 'Festival and fasting advice', 'Weight tracking'),
      },
      { title: 'Diabetes Education', points: points('Insulin technique', 'Handling low sugar', 'Sick-day rules') },
      {
        title: 'Home Sample Collection',
        points: points(
          'Fasting samples collected at home',
          'Reports on WhatsApp and e-mail',
          'Reminders for due tests',
        ),
      },
    ],
    when_needed_conditions: [
      { condition: 'Excessive thirst, frequent urination or unexplained weight loss' },
      { condition: 'Fasting sugar of 126 mg/dL or more, or an HbA1c of 6.5 or more' },
      { condition: 'Sugars that stay high despite medicines' },
      { condition: 'Tingling, burning or numbness in the feet' },
      { condition: 'Tiredness, weight change or swelling in the neck' },
      { condition: 'Irregular periods, excess hair growth or difficulty conceiving' },
    ],
    leader_points: points(
      'An insulin pump and CGM clinic in the same department',
      'Diet plans written for north Indian kitchens',
      'Complication screening completed in a single visit',
      'Joint clinics with cardiology, nephrology and obstetrics',
      'Structured follow-up that keeps patients on track',
    ),
    faqs: [
      {
        question: 'Can type 2 diabetes be reversed?',
        answer:
          'Many people reach normal sugar levels without medicines through weight loss and diet, especially in the early years. We help you set realistic goals.',
      },
      {
        question: 'Do I need to fast before my visit?',
        answer:
          'If fasting sugar or lipid tests are due, come after 10-12 hours of fasting. Water is allowed, and take your usual blood pressure tablets.',
      },
      {
        question: 'Will I need insulin for life?',
        answer:
          'Not always. Some patients need insulin for a short time and return to tablets. Your doctor will review this at every visit.',
      },
      {
        question: 'How often should I check my HbA1c?',
        answer:
          'Every three months while sugars are being brought under control, then every six months once they are stable.',
      },
      {
        question: 'Is thyroid medicine safe in pregnancy?',
        answer:
          'Yes. Thyroid hormone is safe and important in pregnancy; the dose often needs adjustment, so tell your doctor as soon as you are pregnant.',
      },
    ],
    cta_section: {
      title: 'Take charge of your sugar today',
      description: 'Book a consultation with our endocrinologists and leave with a clear, written plan.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book Consultation',
      action: 'book',
    },
  },
};
