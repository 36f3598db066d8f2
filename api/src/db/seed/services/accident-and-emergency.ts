import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('accident-and-emergency');

export const accidentAndEmergency: SeedService = {
  slug: 'accident-and-emergency',
  department: 'emergency-medicine',
  name: 'Accident & Emergency',
  description:
    'Round-the-clock emergency care on Mathura Road: a dedicated trauma bay, emergency physicians on duty 24 x 7 and our own ambulances reaching most of Faridabad in about 8 minutes.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Accident & Emergency Care, 24 x 7',
      subtitle: 'When every minute counts, we are minutes away',
      description:
        'Our emergency department never closes. Emergency physicians, trauma surgeons, cardiologists and neurologists are on call around the clock; the CT scanner, blood bank and operation theatres are at hand, and the cath lab team is called in when a heart attack needs it.',
      badge_1: '24 x 7 Emergency Team',
      badge_2: '8-Minute Ambulance Response',
      badge_3: 'Dedicated Trauma Bay',
      badge_4: 'Cath Lab and CT On Call',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Fast, Organised Response',
        description:
          'Every patient is seen by a doctor within minutes of arrival and sorted by how urgently they need care.',
        points: points(
          'Triage by a trained nurse within 2 minutes of arrival',
          'Emergency physician at the bedside for every critical patient',
          'Separate resuscitation, trauma and paediatric bays',
          'Direct paths to the cath lab for heart attacks and to CT for strokes',
          'Family help desk that keeps relatives informed',
          'No deposit asked before life-saving treatment begins',
        ),
      },
      {
        id: 2,
        title: 'Specialists On Call',
        description: 'The right specialist joins the emergency team as soon as the first assessment is done.',
        points: points(
          'Interventional cardiologists for primary angioplasty',
          'Neurologists for stroke thrombolysis within the golden hour',
          'Orthopaedic and general surgeons for trauma',
          'Paediatricians for children and newborns',
          'Anaesthetists and intensivists for critical patients',
        ),
      },
      {
        id: 3,
        title: 'Ready Infrastructure',
        description: 'Equipment and support services that do not wait for office hours.',
        points: points(
          'Advanced life support ambulances with trained paramedics',
          'In-house blood bank with components available 24 x 7',
          'Bedside X-ray, ultrasound and point-of-care testing',
          '64-slice CT scanner next to the emergency department',
          'Emergency operation theatre kept ready at all times',
        ),
      },
    ],
    service_details: [
      {
        title: 'Trauma Care',
        intro_text:
          'Road accidents, falls and workplace injuries are treated by a trauma team trained in ATLS protocols.',
        points: points(
          'Primary survey and stabilisation in the trauma bay',
          'Fracture fixation and wound care',
          'Emergency surgery for internal bleeding',
        ),
      },
      {
        title: 'Cardiac Emergencies',
        intro_text: 'Chest pain is treated as a heart attack until proven otherwise, with an ECG within 10 minutes.',
        points: points(
          'Primary angioplasty in the cath lab',
          'Management of heart failure and rhythm problems',
          'Cardiac monitoring in the CCU',
        ),
      },
      {
        title: 'Stroke and Neuro Emergencies',
        intro_text: 'Sudden weakness, slurred speech or a drooping face needs treatment within hours.',
        points: points(
          'Immediate CT scan on arrival',
          'Clot-dissolving treatment when suitable',
          'Seizure and head injury management',
        ),
      },
      {
        title: 'Paediatric Emergencies',
        intro_text: 'Children are seen in a separate, child-friendly bay by paediatric specialists.',
        points: points(
          'High fever, fits and dehydration',
          'Breathing difficulty and asthma attacks',
          'Accidental poisoning and injuries',
        ),
      },
      {
        title: 'Poisoning, Bites and Heat Illness',
        intro_text: 'Common emergencies of the Haryana summer and monsoon are treated with well-practised protocols.',
        points: points(
          'Snake and dog bite management with anti-venom and vaccines',
          'Heat stroke cooling and fluid care',
          'Pesticide and drug poisoning',
        ),
      },
      {
        title: 'Breathing Emergencies',
        intro_text:
          'Severe asthma, COPD flare-ups and pneumonia, worse in the winter smog season, are treated promptly.',
        points: points(
          'Oxygen, nebulisation and non-invasive ventilation',
          'Ventilator support in the ICU',
          'Blood gas analysis at the bedside',
        ),
      },
      {
        title: 'Ambulance and Transfer Services',
        intro_text: 'Our ambulances bring patients in and move them safely between hospitals when needed.',
        points: points(
          'Advanced life support ambulances across Faridabad and south Delhi',
          'Paramedic care from the moment of pick-up',
          'Hospital alerted before arrival',
        ),
      },
    ],
    technologies: [
      {
        name: '64-Slice CT Scanner',
        purpose: 'Rapid scans of the head, chest and abdomen for stroke and trauma patients.',
      },
      {
        name: 'Digital X-Ray and Bedside Ultrasound',
        purpose: 'Finding fractures and internal bleeding without moving unstable patients.',
      },
      {
        name: 'Cardiac Cath Lab',
        purpose: 'Opening blocked heart arteries during a heart attack; its team is called in when needed.',
      },
      { name: 'Multi-Parameter Monitors', purpose: 'Continuous tracking of heart rhythm, oxygen and blood pressure.' },
      {
        name: 'Transport Ventilators',
        purpose: 'Keeping critically ill patients breathing in the ambulance and during transfers.',
      },
      { name: 'Point-of-Care Blood Analysers', purpose: 'Blood gas, sugar and cardiac marker results within minutes.' },
    ],
    support_services: [
      {
        title: 'Critical Care',
        points: points('Medical and surgical ICU beds', 'Cardiac care unit', 'Round-the-clock intensivists'),
      },
      {
        title: 'Blood Bank',
        points: points('Whole blood and components 24 x 7', 'Emergency cross-matching', 'Voluntary donor programme'),
      },
      {
        title: 'Patient and Family Support',
        points: points(
          'Help desk for relatives',
          'Help with insurance and cashless claims',
          'Medico-legal documentation',
        ),
      },
    ],
    when_needed_conditions: [
      { condition: 'Chest pain, pressure or discomfort spreading to the arm or jaw' },
      { condition: 'Sudden weakness, numbness or slurred speech' },
      { condition: 'Severe breathlessness or choking' },
      { condition: 'Serious injury from a road accident or fall' },
      { condition: 'Heavy bleeding, burns or a deep wound' },
      { condition: 'Fits, fainting or loss of consciousness' },
      { condition: 'Poisoning, snake bite or heat stroke' },
    ],
    leader_points: points(
      'Ambulance arrival in about 8 minutes across central Faridabad',
      'Emergency physicians on duty 24 x 7, every day of the year',
      'No deposit asked before life-saving treatment begins',
      'A separate bay for children, seen by paediatric specialists',
      'Protocols reviewed every quarter against national guidelines',
    ),
    faqs: [
      {
        question: 'Is the emergency department open at night and on holidays?',
        answer: 'Yes. It is open 24 hours a day, every day of the year, including Sundays and festivals.',
      },
      {
        question: 'Do I need to pay a deposit before treatment?',
        answer:
          'No. Life-saving treatment starts first; billing and insurance are handled with your family afterwards.',
      },
      {
        question: 'How do I call an ambulance?',
        answer: `Call our emergency line on {emergencyPhone}. Tell us the address and a landmark, and keep the phone free so the crew can call back.`,
      },
      {
        question: 'Do you handle medico-legal cases such as road accidents?',
        answer: 'Yes. We treat first and complete the medico-legal formalities with the police as the law requires.',
      },
      {
        question: 'Which insurance and cashless schemes do you accept in emergencies?',
        answer: 'Most major insurers and TPAs. Our insurance desk starts the cashless request while treatment goes on.',
      },
    ],
    cta_section: {
      title: 'In an emergency, call us first',
      description: 'Our ambulance and emergency team are ready day and night. Save this number on your phone today.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Call Emergency',
      action: 'call',
    },
  },
};
