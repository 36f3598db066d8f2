import { HOSPITAL } from 'contract/hospital';
import hiQuestions from './questions.hi';
import type { FaqContent } from './contentTypes';

const hi: FaqContent = {
  get generalSupport() {
    return `किसी बिल, रिपोर्ट या अपनी देखभाल के बारे में सवाल हैं? हमारी सपोर्ट टीम ${HOSPITAL.supportHours} ${HOSPITAL.supportPhone} पर जवाब देती है, या हमें लिखें और हम उत्तर देंगे।`;
  },
  gettingStarted: `${HOSPITAL.shortName} में नए हैं? हमारा ब्लॉग आम जाँचों, आपात स्थिति में क्या होता है और विज़िट के बीच अपनी सेहत का ध्यान कैसे रखें, यह समझाता है।`,
  questions: hiQuestions,
};

export default hi;
