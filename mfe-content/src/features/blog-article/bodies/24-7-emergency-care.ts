import { HOSPITAL } from 'contract/hospital';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  get lead() {
    return [
      `Emergencies do not keep office hours. Our emergency department on Mathura Road is open 24 hours a day, every day of the year. If you think someone’s life is in danger, do not wait: call 112, or our emergency department on ${HOSPITAL.emergencyPhone}.`,
    ];
  },
  get sections() {
    return [
      {
        heading: 'When to come straight to the emergency department',
        blocks: [
          [
            'Chest pain or pressure, especially if it spreads to the arm, jaw or back, or comes with sweating or breathlessness',
            'Difficulty breathing',
            'Signs of a stroke, even if they pass (see below)',
            'Heavy bleeding that does not stop with firm pressure',
            'A serious injury, a fall from a height or a road accident',
            'A fit, fainting, or not waking up normally',
            'Severe pain in the abdomen',
            'Poisoning, an overdose, or a snake or animal bite',
            'Severe burns',
            'In a baby under three months, any fever',
          ],
        ],
      },
      {
        heading: 'Recognising a stroke: BE FAST',
        blocks: [
          'A stroke needs treatment within hours, and some treatments only work if they are started early. Remember BE FAST:',
          [
            'Balance: sudden loss of balance or dizziness',
            'Eyes: sudden loss of vision in one or both eyes',
            'Face: one side of the face droops',
            'Arms: one arm is weak or numb',
            'Speech: slurred or strange speech',
            'Time: call for help at once, and note the time the symptoms began',
          ],
        ],
      },
      {
        heading: 'A possible heart attack',
        blocks: [
          'Do not drive yourself to hospital and do not wait to see whether the pain settles. Call for an ambulance, sit down and rest, and loosen tight clothing. If the person collapses and is not breathing normally, start chest compressions if you know how and keep going until help arrives.',
        ],
      },
      {
        heading: 'While you wait for help',
        blocks: [
          [
            'Press firmly on a bleeding wound with a clean cloth, and keep pressing.',
            'If someone may have hurt their neck or back, do not move them unless they are in danger where they are.',
            'Cool a burn under cool running water for 20 minutes; do not put ice, toothpaste or oil on it.',
            'After a poisoning, keep the container or the medicine strip to show the doctor.',
            'Keep your phone free so the ambulance crew can call you back.',
          ],
        ],
      },
      {
        heading: 'What happens when you arrive',
        blocks: [
          'A triage nurse sees you first and checks your breathing, pulse, blood pressure and oxygen. Patients are then seen in order of how serious their condition is, not in order of arrival, so someone who came after you may be seen before you. An emergency physician examines you, orders the tests you need, such as blood tests, an ECG or a scan, and starts treatment, calling in specialists when they are needed.',
          'At the end you will be admitted, transferred to another hospital for a service it offers, or sent home with advice and a plan for follow-up. Life-saving treatment is never delayed for paperwork or payment.',
        ],
      },
      {
        heading: 'What to bring',
        blocks: [
          'If you can: the patient’s ID, a list of their medicines, recent reports and prescriptions, and an insurance card. None of this is needed to start treatment.',
        ],
      },
      {
        heading: 'Save the number today',
        blocks: [
          `Save our emergency number, ${HOSPITAL.emergencyPhone}, and our ambulance desk, ${HOSPITAL.ambulancePhone}, in your phone, and write them down where the whole family can find them. For anything that is not an emergency, book an appointment with our outpatient clinic instead: it is quicker for you and keeps the emergency team free for those who need it most.`,
        ],
      },
    ];
  },
};

export default body;
