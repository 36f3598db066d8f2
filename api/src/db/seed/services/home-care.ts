import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('home-care');

export const homeCare: SeedService = {
  slug: 'home-care',
  department: 'home-care-and-geriatrics',
  name: 'Home Care',
  description:
    'Hospital-quality nursing, doctor visits, physiotherapy and sample collection in your own home, anywhere in Faridabad and Ballabgarh. Visits from {from:home-care/visit}.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Home Care Services',
      subtitle: 'Care that comes to your door',
      description:
        "Recovering after surgery, looking after an elderly parent or managing a long illness is easier at home. Our trained nurses, attendants, physiotherapists and doctors bring the hospital's standards to your family, with a care plan reviewed by our geriatric team.",
      badge_1: 'Trained and Verified Staff',
      badge_2: 'Doctor-Supervised Care Plans',
      badge_3: 'Visits from {from:home-care/visit}',
      badge_4: 'Backed by 24 x 7 Emergency',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Hospital Standards at Home',
        description: 'Every visit follows the same protocols our wards follow.',
        points: points(
          'Nurses trained and assessed at Aravali Care Hospital',
          'Police-verified attendants and caregivers',
          'Infection control kits on every visit',
          'Daily care notes shared with the family',
          'Quick escalation to our emergency team if needed',
        ),
      },
      {
        id: 2,
        title: 'One Plan, One Team',
        description: 'A named coordinator looks after your family from the first call.',
        points: points(
          'Home assessment by a senior nurse',
          'Care plan approved by a doctor',
          'The same caregiver wherever possible',
          'Weekly review calls with the family',
          'Easy change of schedule by phone',
        ),
      },
      {
        id: 3,
        title: 'Fair and Clear Pricing',
        description: 'No hidden charges and no long contracts.',
        points: points(
          'Home visits from {from:home-care/visit}; an attendant {price:elderly-care-attendant} a day',
          'Daily, weekly and monthly plans',
          'Written estimate before care starts',
          'Cashless options with selected insurers',
          'Pay only for the visits you use',
        ),
      },
    ],
    service_details: [
      {
        title: 'Nursing Care at Home',
        intro_text: 'Skilled nursing after discharge or for long-term illness.',
        points: points(
          'Injections, IV drips and dressings',
          'Catheter and feeding tube care',
          'Vital signs monitoring',
        ),
      },
      {
        title: 'Elder Care',
        intro_text: 'Daily support that lets older people live safely at home.',
        points: points('Help with bathing, eating and walking', 'Medicine reminders', 'Fall prevention'),
      },
      {
        title: 'Doctor Visits',
        intro_text: 'Physician consultations for patients who cannot travel.',
        points: points('Routine and follow-up visits', 'Medicine review', 'Referral to specialists'),
      },
      {
        title: 'Physiotherapy at Home',
        intro_text: 'Rehabilitation after fractures, joint replacement and stroke.',
        points: points('Exercise programmes', 'Walking and balance training', 'Pain relief therapy'),
      },
      {
        title: 'Post-Surgical Care',
        intro_text: 'A safe recovery after your operation at any hospital.',
        points: points('Wound care and suture removal', 'Drain care', 'Early mobilisation'),
      },
      {
        title: 'Lab Sample Collection',
        intro_text: 'Blood and urine samples collected by trained phlebotomists.',
        points: points('Early morning fasting collection', 'Reports in 24-48 hours', 'Results shared online'),
      },
      {
        title: 'Palliative Care',
        intro_text: 'Comfort and dignity for patients with serious illness.',
        points: points(
          'Pain and symptom control',
          'Emotional support for families',
          'Coordination with the treating doctor',
        ),
      },
    ],
    technologies: [
      {
        name: 'Remote Vital Signs Monitoring',
        purpose: 'Blood pressure, oxygen and sugar readings shared with our team every day.',
      },
      { name: 'Portable ECG', purpose: 'Heart tracings recorded at home and read by our cardiologists.' },
      { name: 'Oxygen Concentrators', purpose: 'Oxygen therapy at home for lung and heart patients.' },
      { name: 'Hospital Beds and Air Mattresses', purpose: 'Preventing bed sores in bed-bound patients.' },
      { name: 'Video Consultations', purpose: 'Quick specialist reviews without travel.' },
      { name: 'Care Coordination App', purpose: 'Visit schedules, notes and bills in one place for the family.' },
    ],
    support_services: [
      {
        title: 'Medical Equipment on Rent',
        points: points('Hospital beds and wheelchairs', 'Oxygen concentrators', 'Suction machines'),
      },
      {
        title: 'Medicines Delivered',
        points: points('Prescriptions delivered home', 'Monthly refills', 'Genuine medicines from our pharmacy'),
      },
      {
        title: 'Family Training',
        points: points('Safe lifting and turning', 'Feeding and hygiene', 'Recognising warning signs'),
      },
    ],
    when_needed_conditions: [
      { condition: 'Recovery after surgery or a hospital stay' },
      { condition: 'Elderly parents who need daily help' },
      { condition: 'Stroke, paralysis or long-term bed rest' },
      { condition: 'Wounds or bed sores that need regular dressing' },
      { condition: 'Cancer or other serious illness needing comfort care' },
      { condition: 'Chronic lung disease needing oxygen at home' },
    ],
    leader_points: points(
      'Every caregiver police-verified and trained by our nursing team',
      'Home visits starting at {from:home-care/visit}',
      "Backed by the hospital's 24 x 7 emergency team",
      'Care plans supervised by a geriatric specialist',
    ),
    faqs: [
      {
        question: 'Which areas do you cover?',
        answer: 'All of Faridabad and Ballabgarh, and nearby parts of south Delhi. Call us to confirm your locality.',
      },
      {
        question: 'How soon can care start?',
        answer:
          'Usually within 24 hours of the home assessment, and the same day for urgent needs where staff are available.',
      },
      {
        question: 'Are your caregivers verified?',
        answer: 'Yes. Every caregiver is police-verified and trained by our nursing team before their first visit.',
      },
      {
        question: 'What does home care cost?',
        answer:
          "A nursing visit costs {price:home-nursing-visit}, a physiotherapy session {price:home-physiotherapy-session}, a doctor's visit {price:home-doctor-visit} and a post-operative care visit {price:post-operative-care-visit}; an attendant for 12 hours costs {price:elderly-care-attendant} a day. You receive a written estimate first.",
      },
      {
        question: 'What happens in an emergency at home?',
        answer: `Our caregiver calls our emergency team on {emergencyPhone} and an ambulance is sent while first aid is given.`,
      },
    ],
    cta_section: {
      title: 'Bring care home',
      description: 'Talk to our home care coordinator and get a plan for your family within a day.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Request Home Care',
      action: 'book',
    },
  },
};
