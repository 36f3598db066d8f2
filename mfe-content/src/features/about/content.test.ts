import { HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import { aboutContent } from './content';
import hi from './content.hi';

afterEach(() => setHospitalFacts(HOSPITAL_FACT_DEFAULTS));

it('answers how to get an appointment with the support phone in force when read', () => {
  setHospitalFacts({ supportPhone: '+91 129 411 1000' });
  for (const content of [aboutContent.en, hi]) {
    const answers = content.questions.flatMap((entry) => entry.answer).join('\n');
    expect(answers).toContain('+91 129 411 1000');
    expect(answers).not.toContain(HOSPITAL_FACT_DEFAULTS.supportPhone);
  }
});
