import { siteHref } from 'shared-ui';
import { HOSPITAL } from 'shared-ui';
import type { AboutContent } from './content';

const service = (serviceSlug: string) => siteHref('/services/:serviceSlug', { serviceSlug });

const hi: AboutContent = {
  intro: [
    `${HOSPITAL.name} ${HOSPITAL.since} में मथुरा रोड पर खुला, ताकि फ़रीदाबाद के परिवारों को दिल्ली की लंबी यात्रा के बिना, घर के पास विशेषज्ञ देखभाल मिल सके।`,
    'आज हमारा आपातकालीन विभाग, लैब, विशेषज्ञ क्लिनिक और होम केयर टीम चौबीसों घंटे मिलकर काम करते हैं, एक ही लक्ष्य के साथ: ऐसी देखभाल जो सुरक्षित हो, जिसकी लागत साफ़ हो, और जो दयालु हो।',
  ],
  questions: [
    {
      question: 'लैब टेस्ट के शुल्क क्या हैं?',
      answer: [
        'हर जाँच की कीमत, रुपयों में, हमारे लैब बुकिंग पेज पर उसे चुनते ही दिखती है, और कई जाँचों के लिए हमारा लैब डेस्क लिखित अनुमान देगा। हेल्थ चेकअप पैकेज उन्हीं जाँचों को अलग-अलग बुक करने से सस्ते पड़ते हैं।',
      ],
      links: [{ label: 'लैब टेस्ट बुक करें', href: siteHref('/blood-test') }],
    },
    {
      question: 'मुझे अपॉइंटमेंट कैसे मिलेगा?',
      answer: [
        `विभाग, डॉक्टर और तारीख़ चुनकर ऑनलाइन बुक करें; आपको ई-मेल से बुकिंग संदर्भ संख्या मिलेगी। आप ${HOSPITAL.supportHours} ${HOSPITAL.supportPhone} पर कॉल भी कर सकते हैं।`,
      ],
      links: [{ label: 'अपॉइंटमेंट बुक करें', href: siteHref('/appointment') }],
    },
    {
      question: 'हेल्थ चेकअप कैसे बुक करूँ?',
      answer: [
        'हमारे पाँच पैकेज में से एक चुनें, फिर किसी भी लैब टेस्ट की तरह तारीख़ के साथ बुक करें। 10-12 घंटे के उपवास के साथ आएँ; ज़्यादातर रिपोर्ट 24-48 घंटे में तैयार होती हैं और डॉक्टर आपको उन्हें समझाते हैं।',
      ],
      links: [{ label: 'हेल्थ चेकअप पैकेज देखें', href: siteHref('/healthcheck') }],
    },
  ],
  specialities: [
    { name: 'दुर्घटना एवं आपातकालीन सेवा', href: siteHref('/emergency') },
    { name: 'हृदय रोग (कार्डियोलॉजी)', href: service('cardiology') },
    { name: 'हड्डी रोग (ऑर्थोपेडिक्स)', href: service('orthopaedics') },
    { name: 'डायबिटीज़ और एंडोक्रिनोलॉजी', href: siteHref('/diabetes') },
    { name: 'फ़ुल बॉडी हेल्थ चेकअप', href: siteHref('/healthcheck') },
    { name: 'होम केयर', href: siteHref('/homecare') },
    { name: 'दंत चिकित्सा', href: service('dental-medicine') },
    { name: 'बैरिएट्रिक सर्जरी', href: service('bariatric-surgery') },
  ],
  videoDescription: [
    'अस्पताल का एक चित्रित परिचय, बिना आवाज़ के, लगभग 17 सेकंड का।',
    'इसमें एक के बाद एक दिखते हैं: आपातकालीन प्रवेश द्वार पर पहुँचती एम्बुलेंस, 24 X 7 खुला; नमूने की ट्यूबों वाली लैब, 24-48 घंटे में रिपोर्ट; घर पर बिस्तर के पास होम केयर किट; और डायबिटीज़ क्लिनिक का ग्लूकोज़ मीटर और संतुलित थाली। अंत में अस्पताल का नाम आता है।',
  ],
};

export default hi;
