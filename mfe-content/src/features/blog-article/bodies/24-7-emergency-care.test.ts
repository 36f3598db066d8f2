import { HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import en from './24-7-emergency-care';
import hi from './24-7-emergency-care.hi';

afterEach(() => setHospitalFacts(HOSPITAL_FACT_DEFAULTS));

it('gives the emergency and ambulance numbers in force when read, in the lead and the last section', () => {
  setHospitalFacts({ emergencyPhone: '+91 129 411 1999', ambulancePhone: '+91 129 411 1102' });
  for (const body of [en, hi]) {
    expect(body.lead.join('\n')).toContain('+91 129 411 1999');
    const text = JSON.stringify(body.sections);
    expect(text).toContain('+91 129 411 1999');
    expect(text).toContain('+91 129 411 1102');
    expect(text).not.toContain(HOSPITAL_FACT_DEFAULTS.emergencyPhone);
  }
});
