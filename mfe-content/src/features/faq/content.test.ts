import { HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import { faqContent } from './content';
import hi from './content.hi';

const SAVED = { supportPhone: '+91 129 411 1000', openingHours: 'Mon to Sun 8AM to 9PM', openingHoursHi: 'सोम से रवि' };

afterEach(() => setHospitalFacts(HOSPITAL_FACT_DEFAULTS));

it("shows the hospital's facts in force when read, not those of the page's first load", () => {
  setHospitalFacts(SAVED);
  for (const content of [faqContent.en, hi]) {
    expect(content.generalSupport).toContain(SAVED.supportPhone);
    const answers = content.questions.flatMap((entry) => entry.answer).join('\n');
    expect(answers).toContain(SAVED.supportPhone);
    expect(answers).not.toContain(HOSPITAL_FACT_DEFAULTS.supportPhone);
  }
  expect(faqContent.en.questions.flatMap((entry) => entry.answer).join('\n')).toContain(SAVED.openingHours);
  expect(hi.questions.flatMap((entry) => entry.answer).join('\n')).toContain(SAVED.openingHoursHi);
});
