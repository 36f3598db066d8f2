import { defineCatalogue } from 'shared-ui/i18n';
import type { EmergencyContent } from './contentTypes';

const en: EmergencyContent = {
  actNow: {
    callTitle: 'In an emergency, call now',
    callText:
      "Call 112, India's emergency number, or our emergency department directly. Do not wait to see whether the symptoms pass.",
    ambulanceText: 'Our ambulance desk answers day and night:',
    cprText:
      'If someone is not breathing normally, call for help and, if you know how, start chest compressions until the ambulance arrives.',
    addressTitle: 'Coming by road? The emergency entrance is at',
  },
  intro: [
    'Our emergency department on Mathura Road never closes. Emergency physicians and nurses are on duty 24 X 7, and specialists in cardiology, neurology, orthopaedics, paediatrics and critical care are on call.',
    'Every patient is checked on arrival and the most urgent are treated first. Life-saving treatment always comes before paperwork or payment.',
  ],
  whyChoose: [
    {
      title: 'Open 24 X 7',
      text: 'Emergency doctors and nurses are on duty around the clock, including nights, Sundays and festivals.',
    },
    {
      title: 'Seen by urgency',
      text: 'A trained nurse checks every patient on arrival, so heart attacks, strokes and serious injuries are seen first.',
    },
    {
      title: 'Tests without delay',
      text: 'Laboratory tests, X-ray, ultrasound and CT work around the clock beside the emergency department.',
    },
    {
      title: 'Treatment before paperwork',
      text: 'No deposit is asked before life-saving treatment begins. Our help desk keeps your family informed.',
    },
  ],
  services: [
    {
      title: 'Trauma care',
      text: 'Road accidents, falls and workplace injuries are assessed in the trauma bay, stabilised and, when needed, taken straight to surgery.',
      signs: ['Head, chest or abdominal injury', 'Suspected fractures', 'Deep wounds and heavy bleeding', 'Burns'],
    },
    {
      title: 'Cardiac emergencies',
      text: 'Chest pain is treated as a possible heart attack until proven otherwise: an ECG is taken soon after arrival and the cath lab team is called if it is needed.',
      signs: [
        'Chest pain or pressure spreading to the arm, jaw or back',
        'Sudden breathlessness or sweating',
        'Fainting or a racing, irregular heartbeat',
      ],
    },
    {
      title: 'Neuro emergencies',
      text: 'A stroke needs treatment within hours. Patients with stroke signs go for a CT scan quickly so the neurologist can decide on clot-dissolving treatment.',
      signs: [
        'Face drooping, arm weakness or slurred speech',
        'Fits (seizures)',
        'Sudden severe headache',
        'Confusion or loss of consciousness',
      ],
    },
    {
      title: 'Paediatric emergencies',
      text: 'Children are seen by paediatricians in a separate bay, with equipment sized for them and a parent allowed at their side.',
      signs: [
        'High fever with drowsiness or a rash',
        'Fits with fever',
        'Fast or difficult breathing',
        'Dehydration from vomiting or diarrhoea',
        'Swallowed medicines, chemicals or objects',
      ],
    },
    {
      title: 'Poisoning, bites and heat illness',
      text: 'The emergencies of a Haryana summer and monsoon: snake and dog bites treated with anti-venom and vaccines, heat stroke cooled at once, pesticide and medicine poisoning.',
      signs: [
        'A snake, dog or other animal bite',
        'Hot, dry skin with confusion after time in the heat',
        'Pesticide, chemicals or too many tablets swallowed',
      ],
    },
    {
      title: 'Breathing emergencies',
      text: 'Severe asthma, COPD flare-ups and pneumonia, worse in the winter smog, treated with oxygen, nebulisers and breathing support, and a ventilator in intensive care when it is needed.',
      signs: [
        'Breathlessness at rest, or too breathless to speak',
        'Lips or fingertips turning blue',
        'An inhaler that no longer helps',
      ],
    },
  ],
  infrastructure: {
    caption: 'Emergency facilities and when they are available',
    columns: ['Facility', 'What it is for', 'Available'],
    rows: [
      {
        header: 'Triage desk',
        cells: ['Checking every patient on arrival and deciding who is seen first', '24 X 7'],
      },
      {
        header: 'Resuscitation and trauma bays',
        cells: ['Stabilising patients with life-threatening illness or injury', '24 X 7'],
      },
      { header: 'Paediatric bay', cells: ['Emergency care for babies and children', '24 X 7'] },
      {
        header: 'CT scanner, digital X-ray and ultrasound',
        cells: ['Finding strokes, fractures and internal bleeding quickly', '24 X 7'],
      },
      {
        header: 'Cardiac cath lab',
        cells: ['Opening blocked heart arteries during a heart attack', 'Team called in when needed'],
      },
      { header: 'Laboratory and blood bank', cells: ['Urgent blood tests, blood and its components', '24 X 7'] },
      {
        header: 'Bedside testing',
        cells: [
          'Blood gas, sugar and heart-attack markers at the bedside, without waiting for the laboratory',
          '24 X 7',
        ],
      },
      {
        header: 'Intensive care and cardiac care unit',
        cells: ['Medical and surgical intensive care, and heart monitoring after a heart attack', '24 X 7'],
      },
      { header: 'Emergency operation theatre', cells: ['Surgery that cannot wait', 'Kept ready 24 X 7'] },
      {
        header: 'Advanced life support ambulances',
        cells: ['Care from pick-up, with the hospital alerted before arrival', '24 X 7'],
      },
    ],
  },
  journey: [
    {
      title: 'Triage',
      text: 'A nurse checks breathing, pulse, blood pressure and oxygen and decides how urgently you need a doctor.',
    },
    {
      title: 'Assessment',
      text: 'An emergency physician examines you, and anyone critically ill is resuscitated and stabilised at once.',
    },
    {
      title: 'Investigations',
      text: 'Blood tests, ECG and scans are done as needed, most of them within the emergency department.',
    },
    {
      title: 'Treatment',
      text: 'Treatment starts as soon as the cause is clear, with specialists joining the team when they are needed.',
    },
    {
      title: 'Disposition',
      text: 'You are admitted to a ward or intensive care, transferred if you need a service we do not offer, or sent home with advice and a follow-up plan.',
    },
  ],
  specialists: [
    {
      title: 'Emergency physicians',
      text: 'On duty 24 X 7; they lead the first assessment and resuscitation.',
    },
    { title: 'Trauma and orthopaedic surgeons', text: 'For injuries, fractures and emergency surgery.' },
    { title: 'Cardiologists', text: 'For heart attacks, heart failure and rhythm problems.' },
    { title: 'Neurologists', text: 'For strokes, fits and head injuries.' },
    { title: 'Paediatricians', text: 'For babies and children.' },
    { title: 'Anaesthetists and intensivists', text: 'For airway care, ventilation and intensive care.' },
  ],
  whenToVisit: {
    intro: 'Come to the emergency department, or call an ambulance, for any of these:',
    signs: [
      'Chest pain, pressure or tightness',
      'Difficulty breathing, or lips turning blue',
      'Signs of a stroke: face drooping, arm weakness, slurred speech',
      'Heavy bleeding that does not stop with firm pressure',
      'A head injury followed by vomiting, drowsiness or confusion',
      'Fits, fainting or unresponsiveness',
      'Severe burns, or any burn on the face or hands',
      'Poisoning, an overdose, a snake or animal bite, or heat stroke',
      'Severe pain in the abdomen',
      'High fever in a baby under three months',
    ],
    notEmergency:
      'For coughs, colds, mild fevers and long-standing problems, an appointment in our outpatient clinic is quicker for you and keeps the emergency team free for those who need them most.',
  },
  stats: [
    { value: '8 minutes', label: 'Ambulance arrival' },
    { value: '24 x 7', label: 'Emergency team on duty' },
    { value: '112', label: 'National emergency number' },
    { value: '₹0', label: 'Deposit before life-saving treatment' },
  ],
  faq: [
    {
      question: 'Is the emergency department open at night and on holidays?',
      answer: ['Yes. It is open 24 hours a day, every day of the year, including Sundays and festivals.'],
    },
    {
      question: 'Do I need to pay a deposit before treatment?',
      answer: [
        'No. Life-saving treatment starts first. Billing and insurance are handled with your family afterwards.',
      ],
    },
    {
      question: 'How do I call an ambulance?',
      answer: [
        'Call 112 or our ambulance number at the top of this page. Tell us the address and a landmark, and keep the phone free so the crew can call you back.',
      ],
    },
    {
      question: 'What should I bring?',
      answer: [
        "If you can: the patient's ID, a list of their medicines, recent reports or prescriptions, and their insurance card. None of these is needed to start treatment.",
      ],
    },
    {
      question: 'Do you treat road accidents and other medico-legal cases?',
      answer: ['Yes. We treat first and complete the formalities with the police afterwards, as the law requires.'],
    },
    {
      question: 'Can I use my health insurance in an emergency?',
      answer: [
        'Yes. Our insurance desk starts the cashless request with your insurer or TPA while treatment goes on; bring the insurance card if you have it.',
      ],
    },
    {
      question: 'Can family members stay with the patient?',
      answer: [
        'One relative can usually stay with the patient, and a parent always stays with a child. During resuscitation the team may ask you to wait nearby; our help desk keeps you informed.',
      ],
    },
  ],
  cta: {
    title: 'Save our emergency number today',
    text: 'Keep it on your phone and on the fridge, so no one in the family has to search for it when it matters.',
  },
};

export const emergencyContent = defineCatalogue<EmergencyContent>({ en, hi: () => import('./content.hi') });
