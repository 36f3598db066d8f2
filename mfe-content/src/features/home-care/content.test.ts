import { HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import { homeCareContent } from './content';
import hi from './content.hi';

afterEach(() => setHospitalFacts(HOSPITAL_FACT_DEFAULTS));

it('tells what happens in an emergency at home with the emergency number in force when read', () => {
  setHospitalFacts({ emergencyPhone: '+91 129 411 1999' });
  for (const content of [homeCareContent.en, hi]) {
    const answers = content.faq.flatMap((entry) => entry.answer).join('\n');
    expect(answers).toContain('+91 129 411 1999');
    expect(answers).not.toContain(HOSPITAL_FACT_DEFAULTS.emergencyPhone);
  }
});
