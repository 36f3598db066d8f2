import type { ArticleBody } from './types';

const body: ArticleBody = {
  lead: [
    'From late October until February, Faridabad and the rest of the NCR often wake up to grey, heavy air. Smoke from crop burning, vehicle exhaust, construction dust and fires for warmth are trapped close to the ground by cold, still winter air, and the air quality index climbs to poor, very poor or severe.',
    'This affects everyone, but some people far more than others. Here is what polluted air does to the body, and what you can do about it.',
  ],
  sections: [
    {
      heading: 'How polluted air harms the lungs and the heart',
      blocks: [
        'The most harmful part of the smog is fine particulate matter, called PM2.5: particles so small that the nose and throat cannot filter them. They travel deep into the lungs, where they cause inflammation, and the smallest pass into the bloodstream.',
        'In the short term this brings coughing, a sore throat, burning eyes and breathlessness, and it can set off attacks of asthma and flare-ups of COPD. Over years, breathing polluted air is linked to reduced lung growth in children, chronic lung disease, heart attacks and strokes.',
      ],
    },
    {
      heading: 'Who is most at risk',
      blocks: [
        [
          'Children, whose lungs are still growing and who breathe faster than adults',
          'Older people',
          'People with asthma, COPD or other lung disease',
          'People with heart disease or diabetes',
          'Pregnant women',
          'People who work outdoors, such as traffic police, drivers and construction workers',
        ],
      ],
    },
    {
      heading: 'Protecting your family on bad air days',
      blocks: [
        [
          'Check the air quality index every morning, on a government app or website, and plan the day around it.',
          'When the AQI is poor or worse, move exercise indoors and keep children’s outdoor play short, especially in the early morning and late evening, when pollution is usually highest.',
          'If you must go out, wear a well-fitting N95 or FFP2 mask. Cloth and loose surgical masks do little against fine particles.',
          'Keep windows closed during the worst hours and air the house when the AQI improves, often in the afternoon.',
          'An air purifier with a true HEPA filter helps most in a closed room where you sleep; choose one sized for that room.',
          'Do not add to indoor pollution: avoid smoking, incense, mosquito coils and burning wood or coal indoors.',
          'Drink enough water, and eat plenty of fruit and vegetables.',
        ],
      ],
    },
    {
      heading: 'If you have asthma or COPD',
      blocks: [
        'Keep taking your preventer inhaler every day, even when you feel well, and carry your reliever. Ask your doctor for a written action plan that tells you what to do when symptoms get worse. A yearly flu vaccine, and the pneumococcal vaccine if your doctor advises it, lower the chance of a chest infection on top of the smog.',
      ],
    },
    {
      heading: 'When to see a doctor',
      blocks: [
        'See a doctor if a cough lasts more than three weeks, if you wheeze or get breathless doing things you used to manage, or if you need your reliever inhaler more often than usual.',
        'Some signs need emergency care at once:',
        [
          'Breathlessness at rest, or being unable to speak in full sentences',
          'Lips or fingertips turning blue or grey',
          'Chest pain or tightness',
          'Confusion or unusual drowsiness',
        ],
      ],
    },
  ],
};

export default body;
