import { HOSPITAL } from 'contract/hospital';
import type { NewsItem } from './contentTypes';

/** The brand as the header writes it, on Hindi pages too. */
const hiAuthor = `${HOSPITAL.shortName} संपादकीय टीम`;

const hi: readonly NewsItem[] = [
  {
    date: '2025-11-10',
    author: hiAuthor,
    comments: 0,
    title: 'स्मॉग के मौसम में आसानी से साँस लें',
    description:
      'जब फ़रीदाबाद की हवा ख़राब हो जाए, तो सुबह-सुबह खिड़कियाँ बंद रखें, व्यायाम घर के अंदर करें और साँस फूलना या घरघराहट बढ़े तो डॉक्टर को दिखाएँ।',
  },
  {
    date: '2025-09-29',
    author: hiAuthor,
    comments: 0,
    title: 'विश्व हृदय दिवस: अपने आँकड़े जानें',
    description:
      'साल में एक बार ब्लड प्रेशर, शुगर और कोलेस्ट्रॉल की जाँच दिल के ख़तरों को जल्दी पकड़ती है। बाँह या जबड़े तक फैलने वाला सीने का दर्द आपात स्थिति है: तुरंत कॉल करें।',
  },
  {
    date: '2025-08-18',
    author: hiAuthor,
    comments: 0,
    title: 'डेंगू का मौसम: चेतावनी के संकेत',
    description:
      'तेज़ बदन दर्द, दाने या मसूड़ों से ख़ून के साथ तेज़ बुख़ार हो तो डॉक्टर की जाँच और प्लेटलेट काउंट ज़रूरी है। हर हफ़्ते घर के आसपास जमा पानी हटाएँ।',
  },
];

export default hi;
