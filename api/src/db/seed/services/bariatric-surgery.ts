import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('bariatric-surgery');

export const bariatricSurgery: SeedService = {
  slug: 'bariatric-surgery',
  department: 'bariatric-and-laparoscopic-surgery',
  name: 'Bariatric Surgery',
  description:
    'Safe, keyhole weight-loss surgery for severe obesity and type 2 diabetes, with dietitians, psychologists and physicians supporting you before and long after the operation.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Bariatric and Metabolic Surgery',
      subtitle: 'Lasting weight loss, better health',
      description:
        'When diet and exercise have not been enough, bariatric surgery can help you lose weight and keep it off with lifelong follow-up, and can put type 2 diabetes, high blood pressure and sleep apnoea into remission. Our team looks after you from the first assessment to years of follow-up.',
      badge_1: 'Laparoscopic Procedures',
      badge_2: 'Diabetes Remission Programme',
      badge_3: 'Lifelong Follow-Up',
      badge_4: 'Dietitian and Psychologist Support',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Safety at Every Step',
        description: 'Weight-loss surgery is major surgery, and we treat it that way.',
        points: points(
          'Full medical, heart and lung assessment before surgery',
          'Anaesthetists experienced with high body weight',
          'Bariatric beds, tables and equipment',
          'ICU back-up for high-risk patients',
          'Walking within hours of the operation',
        ),
      },
      {
        id: 2,
        title: 'A Complete Team',
        description: 'Surgery works best with the right support.',
        points: points(
          'Bariatric surgeon who operates by keyhole surgery',
          'Endocrinologist for diabetes and hormones',
          'Dietitian for every stage of the new diet',
          'Psychologist for eating habits and motivation',
          'Physiotherapist for a safe return to exercise',
        ),
      },
      {
        id: 3,
        title: 'Support for Years, Not Weeks',
        description: 'Keeping the weight off matters as much as losing it.',
        points: points(
          'Follow-up visits at 1, 3, 6 and 12 months, then yearly',
          'Vitamin and protein level checks',
          'Patient support group meetings',
          'WhatsApp diet support from our dietitians',
          'Help with plastic surgery referral after weight loss',
        ),
      },
    ],
    service_details: [
      {
        title: 'Sleeve Gastrectomy',
        intro_text: 'The most common weight-loss operation in India.',
        points: points(
          'Stomach made into a narrow tube',
          'Less hunger and smaller meals',
          'Two to three days in hospital',
        ),
      },
      {
        title: 'Roux-en-Y Gastric Bypass',
        intro_text: 'Often advised when type 2 diabetes or acid reflux also need treatment.',
        points: points(
          'Small stomach pouch and bypass',
          'Can put type 2 diabetes into remission',
          'Lifelong vitamin supplements',
        ),
      },
      {
        title: 'Mini Gastric Bypass',
        intro_text: 'A simpler bypass with a single join in the bowel.',
        points: points('Single connection', 'Shorter operating time', 'Good for higher body weights'),
      },
      {
        title: 'Metabolic Surgery for Diabetes',
        intro_text: 'Surgery aimed at controlling type 2 diabetes.',
        points: points(
          'For diabetes uncontrolled on medicines',
          'Joint care with endocrinologists',
          'Reduced need for insulin',
        ),
      },
      {
        title: 'Intragastric Balloon',
        intro_text: 'A non-surgical option for moderate obesity.',
        points: points('Placed by endoscopy', 'Stays for six to twelve months', 'Combined with a diet plan'),
      },
      {
        title: 'Revision Surgery',
        intro_text: 'For weight regain or problems after earlier surgery.',
        points: points('Careful assessment', 'Conversion between procedures', 'Experienced surgical team'),
      },
      {
        title: 'Laparoscopic General Surgery',
        intro_text: 'Keyhole surgery for common problems.',
        points: points('Gall bladder removal', 'Hernia repair with mesh', 'Appendix surgery'),
      },
    ],
    technologies: [
      { name: '4K Laparoscopy System', purpose: 'High-definition views for precise keyhole surgery.' },
      { name: 'Advanced Energy Devices', purpose: 'Sealing blood vessels with less bleeding.' },
      { name: 'Powered Surgical Staplers', purpose: 'Secure, consistent staple lines in the stomach.' },
      { name: 'Bariatric Operating Tables and Beds', purpose: 'Safe positioning for patients up to 300 kg.' },
      { name: 'Body Composition Analyser', purpose: 'Tracking fat and muscle, not just weight.' },
      { name: 'Sleep Study (Polysomnography)', purpose: 'Checking for sleep apnoea before surgery.' },
    ],
    support_services: [
      {
        title: 'Nutrition Programme',
        points: points('Liquid, soft and solid diet stages', 'Protein targets', 'Recipes from Indian kitchens'),
      },
      {
        title: 'Psychological Support',
        points: points('Assessment before surgery', 'Emotional eating counselling', 'Support groups'),
      },
      {
        title: 'Medical Follow-Up',
        points: points('Diabetes and blood pressure review', 'Vitamin and iron checks', 'Medicine reduction plans'),
      },
    ],
    when_needed_conditions: [
      { condition: 'BMI of 37.5 or more' },
      { condition: 'BMI of 32.5 or more with diabetes, high blood pressure or sleep apnoea' },
      { condition: 'Type 2 diabetes not controlled with medicines and insulin' },
      { condition: 'Repeated failure of diets and exercise programmes' },
      { condition: 'Joint pain or infertility made worse by excess weight' },
      { condition: 'Fatty liver disease with obesity' },
    ],
    leader_points: points(
      'Keyhole surgery for every bariatric procedure',
      'Most patients go home in two to three days',
      'A diabetes remission programme for people with type 2 diabetes',
      'Team-based care following national guidelines for Asian patients',
      'Lifelong follow-up included in every programme',
    ),
    faqs: [
      {
        question: 'Am I eligible for bariatric surgery?',
        answer:
          'Indian guidelines suggest surgery at a BMI of 37.5, or 32.5 with conditions such as diabetes. Our team assesses every patient individually.',
      },
      {
        question: 'How much weight will I lose?',
        answer:
          'Most weight is lost in the first 12 to 18 months. How much depends on the operation and on keeping to the diet and exercise plan; your surgeon explains what to expect in your case before you decide.',
      },
      {
        question: 'Is bariatric surgery safe?',
        answer:
          'Done laparoscopically by an experienced team, its risks are similar to gall bladder surgery, and much lower than the risks of severe obesity.',
      },
      {
        question: 'Will I need to diet forever?',
        answer:
          'You will eat smaller, balanced meals and take vitamins. Our dietitians help you build a way of eating you can enjoy.',
      },
      {
        question: 'Does insurance cover bariatric surgery?',
        answer:
          'Many insurers cover it when medical criteria are met. Our insurance desk will check your policy for you.',
      },
    ],
    cta_section: {
      title: 'Start your weight-loss journey',
      description: 'Meet our bariatric team for an assessment and an honest discussion of your options.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book Assessment',
      action: 'book',
    },
  },
};
