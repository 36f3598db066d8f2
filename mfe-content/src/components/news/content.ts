import { defineContent } from '../content-catalogue';

export interface NewsItem {
  /** The day it was published, `YYYY-MM-DD`; shown in the page's language. */
  date: string;
  author: string;
  comments: number;
  title: string;
  description: string;
}

/** "Today's News": the three fixed cards on the home and testimonials pages. */
const en: readonly NewsItem[] = [
  {
    date: '2025-11-10',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'Breathe easier this smog season',
    description:
      'When the air quality in Faridabad turns poor, keep windows shut in the early morning, move exercise indoors and see a doctor if breathlessness or wheezing gets worse.',
  },
  {
    date: '2025-09-29',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'World Heart Day: know your numbers',
    description:
      'A yearly check of blood pressure, sugar and cholesterol finds heart risks early. Chest pain that spreads to the arm or jaw is an emergency: call at once.',
  },
  {
    date: '2025-08-18',
    author: 'Aravali Care Editorial Team',
    comments: 0,
    title: 'Dengue season: the warning signs',
    description:
      'High fever with severe body ache, a rash or bleeding gums needs a doctor’s check and a platelet count. Empty standing water around your home every week.',
  },
];

const hindi: readonly NewsItem[] = [
  {
    date: '2025-11-10',
    author: 'अरावली केयर संपादकीय टीम',
    comments: 0,
    title: 'स्मॉग के मौसम में आसानी से साँस लें',
    description:
      'जब फ़रीदाबाद की हवा ख़राब हो जाए, तो सुबह-सुबह खिड़कियाँ बंद रखें, व्यायाम घर के अंदर करें और साँस फूलना या घरघराहट बढ़े तो डॉक्टर को दिखाएँ।',
  },
  {
    date: '2025-09-29',
    author: 'अरावली केयर संपादकीय टीम',
    comments: 0,
    title: 'विश्व हृदय दिवस: अपने आँकड़े जानें',
    description:
      'साल में एक बार ब्लड प्रेशर, शुगर और कोलेस्ट्रॉल की जाँच दिल के ख़तरों को जल्दी पकड़ती है। बाँह या जबड़े तक फैलने वाला सीने का दर्द आपात स्थिति है: तुरंत कॉल करें।',
  },
  {
    date: '2025-08-18',
    author: 'अरावली केयर संपादकीय टीम',
    comments: 0,
    title: 'डेंगू का मौसम: चेतावनी के संकेत',
    description:
      'तेज़ बदन दर्द, दाने या मसूड़ों से ख़ून के साथ तेज़ बुख़ार हो तो डॉक्टर की जाँच और प्लेटलेट काउंट ज़रूरी है। हर हफ़्ते घर के आसपास जमा पानी हटाएँ।',
  },
];

// Three short items: the Hindi rides along in the same small chunk rather than a request of its own.
export const newsContent = defineContent<readonly NewsItem[]>({ en, hi: async () => ({ default: hindi }) });
