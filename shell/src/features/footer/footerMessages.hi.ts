import { HOSPITAL_HI } from 'contract/hospital';

const footerMessagesHi = {
  aboutHeading: 'हमारे बारे में',
  aboutText:
    '{hospital} {since} से फ़रीदाबाद की सेवा कर रहा है: चौबीसों घंटे आपातकालीन देखभाल, विशेषज्ञ डॉक्टर, जाँच प्रयोगशाला और घर पर देखभाल।',
  moreAbout: 'हमारे बारे में और जानें',
  get address() {
    return HOSPITAL_HI.address;
  },
  emergency: 'आपातकाल:',
  associatesHeading: 'हमारे सहयोगी',
  associateDiagnostics: 'अरावली डायग्नोस्टिक्स',
  associateHomeCare: 'अरावली होम केयर',
  associateHeart: 'अरावली हार्ट सेंटर',
  associateDiabetes: 'अरावली डायबिटीज़ क्लिनिक',
  associateEmergency: 'अरावली इमरजेंसी और ट्रॉमा',
  newsHeading: 'नया क्या है',
  newsPrevious: 'पिछली ख़बर',
  newsNext: 'अगली ख़बर',
  news1Title: 'दिल के दौरे के लिए कार्डियक कैथ लैब',
  news1Text: 'फ़रीदाबाद में दिल के दौरे के मरीज़ों की आपातकालीन एंजियोप्लास्टी: ज़रूरत पड़ने पर कैथ लैब टीम बुलाई जाती है।',
  news2Title: 'हर शनिवार मुफ़्त डायबिटीज़ जाँच',
  news2Text: 'सुबह 9 से दोपहर 1 बजे के बीच आएँ: मुफ़्त ब्लड शुगर और HbA1c जाँच, और हमारे डायबिटीज़ शिक्षक से सलाह।',
  news3Title: 'पूरे फ़रीदाबाद में घर से सैंपल',
  news3Text: 'ऑनलाइन ब्लड टेस्ट बुक करें, प्रशिक्षित कर्मचारी घर से सैंपल लेंगे; रिपोर्ट ई-मेल से मिलेगी।',
  invalidEmail: 'कृपया सही ई-मेल पता लिखें',
  footerLinks: 'फ़ुटर',
  enquiry: 'पूछताछ करें',
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  terms: 'नियम और गोपनीयता',
  accessibility: 'सुलभता',
  openingHours: 'ओपीडी का समय:',
  get opdHours() {
    return HOSPITAL_HI.openingHours;
  },
  emergencyHours: 'आपातकाल {hours}',
  credits: '© {year} {hospital}. सर्वाधिकार सुरक्षित।',
  backToTop: 'ऊपर जाएँ',
};

export default footerMessagesHi;
