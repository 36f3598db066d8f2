import type { ArticleBody } from './types';

const body: ArticleBody = {
  lead: [
    'When someone you love is taken into the intensive care unit, the world can suddenly feel unfamiliar: alarms, tubes, screens and a team of people moving quickly. Knowing what is happening, and what you can do, makes a hard time a little easier.',
  ],
  sections: [
    {
      heading: 'What the ICU is for',
      blocks: [
        'The intensive care unit looks after patients whose illness or injury affects the organs that keep us alive, such as the lungs, heart, kidneys or brain, or who need close watching after major surgery. Patients are monitored around the clock, and treatment can be changed minute by minute.',
        'Being in the ICU does not always mean that a patient is dying. Many patients come to the ICU to get through the most dangerous part of an illness and then move to a ward.',
      ],
    },
    {
      heading: 'The team around the bed',
      blocks: [
        [
          'Intensivists, doctors trained in critical care, lead the team and are present day and night.',
          'ICU nurses care for only one or two patients each, so someone is always close by.',
          'Specialists, such as cardiologists, surgeons or nephrologists, join in when they are needed.',
          'Physiotherapists keep the chest clear and the muscles working; dietitians plan nutrition, often through a feeding tube.',
        ],
      ],
    },
    {
      heading: 'The machines, and their alarms',
      blocks: [
        'A monitor shows the heart rate, blood pressure, oxygen level and breathing. A ventilator may breathe for the patient through a tube in the windpipe; the patient is usually given medicines to stay comfortable and may not be able to speak while it is in place. Pumps give medicines and fluids at exact rates, and some patients need dialysis for their kidneys.',
        'Alarms sound often. Most are reminders, such as a drip that is nearly finished or a sensor that has slipped, and the nurse will respond. If you are worried, ask.',
      ],
    },
    {
      heading: 'Talking with the team',
      blocks: [
        'Choose one family member to be the main contact, so that information reaches everyone the same way. The doctors will update the family at least once a day; write your questions down before you meet them. It is always fine to ask what the main problem is, what the plan is for the next day, and what a good or bad sign would be.',
        'Important decisions about treatment are discussed with the family. If the patient had shared their wishes about their care, tell the team.',
      ],
    },
    {
      heading: 'How you can help',
      blocks: [
        [
          'Tell the team about the patient’s illnesses, medicines, allergies and usual abilities at home.',
          'Clean your hands every time you come in and go out, and stay away if you have a cough, cold or fever: ICU patients catch infections easily.',
          'Talk to the patient and hold their hand, even if they are sedated. A familiar voice is comforting.',
          'Bring their glasses, hearing aid and dentures. Patients in intensive care can become confused (delirium), and being able to see, hear and recognise people helps.',
          'Respect visiting hours and rest times; sleep helps healing.',
        ],
      ],
    },
    {
      heading: 'Look after yourself too',
      blocks: [
        'Families of ICU patients often go without sleep and meals. Take turns at the hospital, eat, and go home to rest; the team will call you if anything changes. It is normal to feel anxious or low, during the stay and after it: talk to the team, your own doctor or someone you trust.',
      ],
    },
    {
      heading: 'After the ICU',
      blocks: [
        'When the patient is stable they move to a high dependency unit or a ward. Recovery after critical illness takes time: weakness, poor sleep, low mood and memory problems are common for weeks or months. Physiotherapy, good food and follow-up with the doctors help, and many patients go on to return to their usual lives.',
      ],
    },
  ],
};

export default body;
