import { HOSPITAL } from 'contract/hospital';

export default {
  title: 'प्रश्नोत्तर',
  subtitle: 'अपॉइंटमेंट, लैब टेस्ट, रिपोर्ट और अस्पताल आने के बारे में अक्सर पूछे जाने वाले प्रश्न',
  supportTitle: 'हम कैसे मदद कर सकते हैं?',
  supportEyebrow: 'सहायता',
  generalSupport: 'सामान्य सहायता',
  getSupport: 'सहायता पाएँ',
  gettingStarted: 'शुरुआत करें',
  visitForum: 'फ़ोरम देखें',
  questionsTitle: 'आम प्रश्न',
  questionsEyebrow: 'उत्तर',
  stillQuestions: 'आपका उत्तर नहीं मिला?',
  submitRequest: 'अनुरोध भेजें',
  emailLabel: 'ई-मेल',
  socialLabel: 'हमें फ़ॉलो करें',
  metaTitle: 'अक्सर पूछे जाने वाले प्रश्न',
  metaDescription: `अपॉइंटमेंट, लैब टेस्ट और ${HOSPITAL.name} आने के बारे में आम प्रश्नों के उत्तर।`,
};
