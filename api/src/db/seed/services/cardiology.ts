import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('cardiology');

export const cardiology: SeedService = {
  slug: 'cardiology',
  department: 'cardiology',
  name: 'Cardiology',
  description:
    'Heart care from prevention to emergency angioplasty: a cath lab, echocardiography, TMT and a heart failure clinic led by experienced interventional cardiologists.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Cardiology and Heart Care',
      subtitle: 'Expert care for every heartbeat',
      description:
        'Heart disease strikes Indians nearly a decade earlier than people in the West. Our cardiologists diagnose and treat it at every stage, from checking your risk to opening a blocked artery in the middle of the night.',
      badge_1: 'Cath Lab',
      badge_2: 'Primary Angioplasty',
      badge_3: 'Heart Failure Clinic',
      badge_4: 'Preventive Cardiology',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Heart Attack Care Without Delay',
        description: 'Time lost is heart muscle lost, so our systems are built for speed.',
        points: points(
          'ECG within 10 minutes of arrival',
          'Cath lab team called in when a heart attack needs it',
          'A direct path from the emergency department to the cath lab',
          'Ambulances that send ECGs ahead to the cardiologist',
          'Cardiac care unit next to the cath lab',
        ),
      },
      {
        id: 2,
        title: 'Complete Diagnostics Under One Roof',
        description: 'All the tests your heart needs, reported by cardiologists.',
        points: points(
          '2D and colour Doppler echocardiography',
          'Treadmill test and Holter monitoring',
          'Ambulatory blood pressure monitoring',
          'CT coronary angiography with our radiology team',
          'Same-day reports for most tests',
        ),
      },
      {
        id: 3,
        title: 'Care That Continues',
        description: 'Treatment does not end when you leave the hospital.',
        points: points(
          'Cardiac rehabilitation programme',
          'Heart failure clinic with nurse follow-up',
          'Diet and exercise advice for the family',
          'Regular review of medicines and side effects',
          'Easy appointments for repeat checks',
        ),
      },
    ],
    service_details: [
      {
        title: 'Coronary Angiography',
        intro_text: 'The definitive test to see blockages in the heart arteries.',
        points: points(
          'Through the wrist for quicker recovery',
          'Results explained the same day',
          'Usually a day-care procedure',
        ),
      },
      {
        title: 'Angioplasty and Stenting',
        intro_text: 'Opening narrowed arteries with a balloon and a stent.',
        points: points(
          'Primary angioplasty during heart attacks',
          'Drug-eluting stents',
          'Complex and multi-vessel procedures',
        ),
      },
      {
        title: 'Pacemaker Implantation',
        intro_text: 'Treatment for a slow or irregular heartbeat.',
        points: points('Single and dual chamber pacemakers', 'Pacemaker checks and follow-up', 'Short hospital stay'),
      },
      {
        title: 'Heart Failure Management',
        intro_text: 'Helping a weak heart work better for longer.',
        points: points('Medicine optimisation', 'Fluid and salt guidance', 'Regular nurse-led reviews'),
      },
      {
        title: 'Hypertension Clinic',
        intro_text: 'Blood pressure control to protect the heart, brain and kidneys.',
        points: points('24-hour BP monitoring', 'Search for hidden causes', 'Lifestyle coaching'),
      },
      {
        title: 'Valve and Congenital Heart Disease',
        intro_text: 'Assessment of leaky or narrow valves and heart defects.',
        points: points('Detailed echocardiography', 'Balloon valvotomy', 'Surgical referral when needed'),
      },
      {
        title: 'Preventive Cardiology',
        intro_text: 'Lowering your risk before a heart attack happens.',
        points: points('Risk scoring', 'Cholesterol management', 'Stop-smoking support'),
      },
    ],
    technologies: [
      { name: 'Digital Flat-Panel Cath Lab', purpose: 'Sharp images of the heart arteries with less radiation.' },
      { name: 'Intravascular Ultrasound (IVUS)', purpose: 'Seeing inside the artery to place stents precisely.' },
      { name: '3D Echocardiography', purpose: 'Detailed views of heart valves and chambers.' },
      { name: 'Computerised TMT', purpose: 'Testing the heart under exercise.' },
      { name: 'Holter and Event Monitors', purpose: 'Catching irregular heartbeats over 24 hours or more.' },
      { name: 'Intra-Aortic Balloon Pump', purpose: 'Supporting a failing heart during critical procedures.' },
    ],
    support_services: [
      {
        title: 'Cardiac Rehabilitation',
        points: points('Supervised exercise sessions', 'Diet counselling', 'Stress management'),
      },
      {
        title: 'Critical Care',
        points: points('Cardiac care unit', 'Round-the-clock intensivists', 'Ventilator and pump support'),
      },
      {
        title: 'Cardiac Diagnostics',
        points: points('ECG and echo in the OPD', 'Home ECG on request', 'Online reports'),
      },
    ],
    when_needed_conditions: [
      { condition: 'Chest pain or tightness, especially on walking or climbing stairs' },
      { condition: 'Breathlessness or swelling of the feet' },
      { condition: 'Palpitations, dizziness or fainting' },
      { condition: 'High blood pressure that is hard to control' },
      { condition: 'High cholesterol or diabetes with a family history of heart disease' },
      { condition: 'A heart murmur found on examination' },
    ],
    leader_points: points(
      'Cath lab for emergency angioplasty',
      'Interventional cardiologists on call around the clock',
      'Radial-first angioplasty for faster recovery',
      'Structured heart failure and rehabilitation programmes',
      'Transparent package pricing for angiography and angioplasty',
    ),
    faqs: [
      {
        question: 'What should I do if I have chest pain?',
        answer: `Stop what you are doing, chew an aspirin if you are not allergic, and call {emergencyPhone} for an ambulance. Do not drive yourself.`,
      },
      {
        question: 'Is angiography painful?',
        answer: 'No. It is done under local anaesthesia through the wrist, and most people go home the same day.',
      },
      {
        question: 'How long does a stent last?',
        answer:
          'A stent stays in the artery for life. Taking your medicines and controlling risk factors keeps it open.',
      },
      {
        question: 'Can I exercise after a heart attack?',
        answer: 'Yes, and you should. Our cardiac rehabilitation team will tell you how much and how soon.',
      },
      {
        question: 'Which tests check my heart health?',
        answer:
          'An ECG, echocardiogram, treadmill test and lipid profile together give a good picture. Your cardiologist will advise what you need.',
      },
    ],
    cta_section: {
      title: 'Look after your heart',
      description: 'Book a consultation with our cardiologists, or call our emergency line if you have chest pain now.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book Heart Checkup',
      action: 'book',
    },
  },
};
