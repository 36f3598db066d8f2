/**
 * The bookable packages: health checks, diabetes programmes and home care visits, with their prices
 * in whole rupees (the hospital's to confirm) and their texts in English and Hindi. Migration 0008
 * inserts them, so a database deployed before they existed gets them too; the pages and tests rely
 * on the slugs.
 */
import type { CarePackageKind, CarePlace, PriceBasis } from 'contract';
import type { CarePackageTexts } from '../schema';

export interface SeedCarePackage {
  slug: string;
  kind: CarePackageKind;
  price: number;
  price_basis: PriceBasis;
  place: CarePlace;
  texts: CarePackageTexts;
}

/** What every health check asks of the patient and gives back, in both languages. */
const HEALTH_CHECK = {
  en: {
    preparation:
      'Fast for 10-12 hours before your visit; plain water is fine. Bring your usual medicines and recent reports.',
    sample_type: 'Blood and urine',
    report_time: '24-48 hours',
    duration: null,
  },
  hi: {
    preparation: 'विज़िट से पहले 10-12 घंटे उपवास रखें; सादा पानी पी सकते हैं। अपनी नियमित दवाएँ और हाल की रिपोर्ट साथ लाएँ।',
    sample_type: 'ख़ून और पेशाब',
    report_time: '24-48 घंटे',
    duration: null,
  },
} as const;

/** A programme's first visit starts with fasting blood tests. */
const PROGRAMME = {
  en: {
    preparation:
      'Fast for 10-12 hours before your first visit, for the blood tests; plain water is fine. Bring your medicines and recent reports.',
    sample_type: 'Blood',
    report_time: '24 hours',
  },
  hi: {
    preparation:
      'पहली विज़िट से पहले, ख़ून की जाँच के लिए, 10-12 घंटे उपवास रखें; सादा पानी पी सकते हैं। अपनी दवाएँ और हाल की रिपोर्ट साथ लाएँ।',
    sample_type: 'ख़ून',
    report_time: '24 घंटे',
  },
} as const;

/** Home care takes no samples and writes no lab report. */
const HOME_VISIT = { sample_type: null, report_time: null } as const;

export const carePackages: readonly SeedCarePackage[] = [
  {
    slug: 'basic-health-check',
    kind: 'health-check',
    price: 1999,
    price_basis: 'package',
    place: 'hospital',
    texts: {
      en: {
        name: 'Basic Health Check',
        summary: 'Adults under 35 with no known health problems.',
        includes: [
          'Complete blood count',
          'Fasting blood sugar',
          'Lipid profile (cholesterol)',
          'Liver and kidney function',
          'Urine routine',
          'Blood pressure, height, weight and BMI',
          'Doctor consultation',
        ],
        ...HEALTH_CHECK.en,
      },
      hi: {
        name: 'बेसिक हेल्थ चेकअप',
        summary: '35 साल से कम उम्र के वयस्क जिन्हें कोई ज्ञात बीमारी नहीं है।',
        includes: [
          'कम्प्लीट ब्लड काउंट',
          'फ़ास्टिंग ब्लड शुगर',
          'लिपिड प्रोफ़ाइल (कोलेस्ट्रॉल)',
          'लिवर और किडनी की जाँच',
          'यूरिन रूटीन',
          'ब्लड प्रेशर, लंबाई, वज़न और बीएमआई',
          'डॉक्टर से परामर्श',
        ],
        ...HEALTH_CHECK.hi,
      },
    },
  },
  {
    slug: 'comprehensive-health-check',
    kind: 'health-check',
    price: 3999,
    price_basis: 'package',
    place: 'hospital',
    texts: {
      en: {
        name: 'Comprehensive Health Check',
        summary: 'Adults over 35, or anyone with a family history of diabetes or heart disease.',
        includes: [
          'Everything in the Basic Health Check',
          'HbA1c (average sugar over three months)',
          'Thyroid profile (T3, T4, TSH)',
          'Vitamin D and vitamin B12',
          'ECG',
          'Chest X-ray',
          'Ultrasound of the abdomen',
        ],
        ...HEALTH_CHECK.en,
      },
      hi: {
        name: 'कॉम्प्रिहेंसिव हेल्थ चेकअप',
        summary: '35 साल से अधिक उम्र के वयस्क, या जिनके परिवार में डायबिटीज़ या हृदय रोग रहा हो।',
        includes: [
          'बेसिक हेल्थ चेकअप की सभी जाँचें',
          'HbA1c (तीन महीने की औसत शुगर)',
          'थायरॉइड प्रोफ़ाइल (T3, T4, TSH)',
          'विटामिन D और विटामिन B12',
          'ईसीजी',
          'छाती का एक्स-रे',
          'पेट का अल्ट्रासाउंड',
        ],
        ...HEALTH_CHECK.hi,
      },
    },
  },
  {
    slug: 'executive-health-check',
    kind: 'health-check',
    price: 6499,
    price_basis: 'package',
    place: 'hospital',
    texts: {
      en: {
        name: 'Executive Health Check',
        summary: 'Busy professionals with long desk hours, stress or irregular meals.',
        includes: [
          'Everything in the Comprehensive Health Check',
          'Treadmill test or echocardiogram',
          'Lung function test (spirometry)',
          'Eye and dental check',
          'Diet consultation',
        ],
        ...HEALTH_CHECK.en,
      },
      hi: {
        name: 'एग्ज़ीक्यूटिव हेल्थ चेकअप',
        summary: 'लंबे समय तक डेस्क पर काम, तनाव या अनियमित भोजन वाले व्यस्त पेशेवर।',
        includes: [
          'कॉम्प्रिहेंसिव हेल्थ चेकअप की सभी जाँचें',
          'ट्रेडमिल टेस्ट या इकोकार्डियोग्राम',
          'फेफड़ों की जाँच (स्पाइरोमेट्री)',
          'आँख और दाँत की जाँच',
          'आहार परामर्श',
        ],
        ...HEALTH_CHECK.hi,
      },
    },
  },
  {
    slug: 'senior-citizen-health-check',
    kind: 'health-check',
    price: 5499,
    price_basis: 'package',
    place: 'hospital',
    texts: {
      en: {
        name: 'Senior Citizen Health Check',
        summary: 'Men and women over 60.',
        includes: [
          'Everything in the Comprehensive Health Check',
          'Echocardiogram',
          'Calcium and bone health markers',
          'PSA (prostate) for men',
          'Eye check including eye pressure',
          'Hearing check',
        ],
        ...HEALTH_CHECK.en,
      },
      hi: {
        name: 'सीनियर सिटीज़न हेल्थ चेकअप',
        summary: '60 साल से अधिक उम्र के पुरुष और महिलाएँ।',
        includes: [
          'कॉम्प्रिहेंसिव हेल्थ चेकअप की सभी जाँचें',
          'इकोकार्डियोग्राम',
          'कैल्शियम और हड्डियों की सेहत की जाँच',
          'पुरुषों के लिए PSA (प्रोस्टेट)',
          'आँख के दबाव सहित आँखों की जाँच',
          'सुनने की जाँच',
        ],
        ...HEALTH_CHECK.hi,
      },
    },
  },
  {
    slug: 'womens-health-check',
    kind: 'health-check',
    price: 4999,
    price_basis: 'package',
    place: 'hospital',
    texts: {
      en: {
        name: "Women's Health Check",
        summary: 'Women of any age, with tests chosen for women’s health.',
        includes: [
          'Complete blood count and iron studies',
          'Thyroid profile',
          'Blood sugar and HbA1c',
          'Vitamin D',
          'Pap smear',
          'Breast examination, and mammography from 40',
          'Pelvic ultrasound',
          'Gynaecologist consultation',
        ],
        ...HEALTH_CHECK.en,
      },
      hi: {
        name: 'महिला हेल्थ चेकअप',
        summary: 'हर उम्र की महिलाएँ, महिलाओं की सेहत के लिए चुनी गई जाँचों के साथ।',
        includes: [
          'कम्प्लीट ब्लड काउंट और आयरन की जाँच',
          'थायरॉइड प्रोफ़ाइल',
          'ब्लड शुगर और HbA1c',
          'विटामिन D',
          'पैप स्मीयर',
          'स्तन की जाँच, और 40 साल से मैमोग्राफ़ी',
          'पेल्विक अल्ट्रासाउंड',
          'स्त्री रोग विशेषज्ञ से परामर्श',
        ],
        ...HEALTH_CHECK.hi,
      },
    },
  },
  {
    slug: 'prediabetes-prevention-programme',
    kind: 'diabetes-programme',
    price: 4500,
    price_basis: 'programme',
    place: 'hospital',
    texts: {
      en: {
        name: 'Prediabetes Prevention Programme',
        summary: 'For people whose sugar is above normal but not yet in the diabetes range.',
        includes: [
          'HbA1c and fasting sugar at the start and the end',
          'A personal diet plan with our dietitian',
          'An activity plan you can keep up',
          'Monthly review with the doctor',
        ],
        ...PROGRAMME.en,
        duration: '12 weeks',
      },
      hi: {
        name: 'प्रीडायबिटीज़ रोकथाम कार्यक्रम',
        summary: 'उन लोगों के लिए जिनकी शुगर सामान्य से अधिक है पर अभी डायबिटीज़ की सीमा में नहीं है।',
        includes: [
          'शुरुआत और अंत में HbA1c और फ़ास्टिंग शुगर',
          'हमारे डाइटीशियन के साथ व्यक्तिगत आहार योजना',
          'ऐसी गतिविधि योजना जिसे आप जारी रख सकें',
          'डॉक्टर के साथ मासिक समीक्षा',
        ],
        ...PROGRAMME.hi,
        duration: '12 हफ़्ते',
      },
    },
  },
  {
    slug: 'diabetes-control-programme',
    kind: 'diabetes-programme',
    price: 12000,
    price_basis: 'programme',
    place: 'hospital',
    texts: {
      en: {
        name: 'Diabetes Control Programme',
        summary: 'For people living with type 2 diabetes who want steadier sugar levels.',
        includes: [
          'Endocrinologist consultations every three months',
          'HbA1c every three months',
          'Yearly eye, foot and kidney checks',
          'Diet and medicine review at every visit',
          'Continuous glucose monitoring when it is needed',
        ],
        ...PROGRAMME.en,
        duration: '12 months',
      },
      hi: {
        name: 'डायबिटीज़ नियंत्रण कार्यक्रम',
        summary: 'टाइप 2 डायबिटीज़ के साथ जी रहे लोगों के लिए जो स्थिर शुगर चाहते हैं।',
        includes: [
          'हर तीन महीने में एंडोक्रिनोलॉजिस्ट से परामर्श',
          'हर तीन महीने में HbA1c',
          'हर साल आँख, पैर और किडनी की जाँच',
          'हर विज़िट पर आहार और दवाओं की समीक्षा',
          'ज़रूरत होने पर कंटीन्यूअस ग्लूकोज़ मॉनिटरिंग',
        ],
        ...PROGRAMME.hi,
        duration: '12 महीने',
      },
    },
  },
  {
    slug: 'gestational-diabetes-care',
    kind: 'diabetes-programme',
    price: 7500,
    price_basis: 'programme',
    place: 'hospital',
    texts: {
      en: {
        name: 'Gestational Diabetes Care',
        summary: 'For women who develop diabetes during pregnancy.',
        includes: [
          'Joint care with your obstetrician',
          'Home sugar monitoring and a meal plan for pregnancy',
          'Insulin when diet alone is not enough',
          'A sugar test after delivery, and advice for the future',
        ],
        ...PROGRAMME.en,
        // Pregnant women are not asked to fast longer than a night.
        preparation:
          'Fast overnight (at least 8 hours) before your first visit, for the blood tests; plain water is fine. Bring your pregnancy records and medicines.',
        duration: 'Until after delivery',
      },
      hi: {
        name: 'गर्भावधि डायबिटीज़ देखभाल',
        summary: 'उन महिलाओं के लिए जिन्हें गर्भावस्था के दौरान डायबिटीज़ होती है।',
        includes: [
          'आपके प्रसूति विशेषज्ञ के साथ मिलकर देखभाल',
          'घर पर शुगर की जाँच और गर्भावस्था के लिए भोजन योजना',
          'केवल आहार से काम न चले तो इंसुलिन',
          'प्रसव के बाद शुगर की जाँच, और भविष्य के लिए सलाह',
        ],
        ...PROGRAMME.hi,
        preparation:
          'पहली विज़िट से पहले, ख़ून की जाँच के लिए, रात भर (कम से कम 8 घंटे) उपवास रखें; सादा पानी पी सकती हैं। गर्भावस्था के काग़ज़ और दवाएँ साथ लाएँ।',
        duration: 'प्रसव के बाद तक',
      },
    },
  },
  {
    slug: 'home-nursing-visit',
    kind: 'home-care',
    price: 800,
    price_basis: 'visit',
    place: 'home',
    texts: {
      en: {
        name: 'Nursing Visit at Home',
        summary: 'Injections, drips, wound dressings, catheter and feeding-tube care at home.',
        includes: [
          'A trained nurse at your home',
          'Injections, drips and wound dressings',
          'Catheter and feeding-tube care',
          'Blood pressure, pulse, temperature and sugar checked',
        ],
        preparation: null,
        ...HOME_VISIT,
        duration: 'Up to 1 hour',
      },
      hi: {
        name: 'घर पर नर्सिंग विज़िट',
        summary: 'घर पर इंजेक्शन, ड्रिप, घाव की ड्रेसिंग, कैथेटर और फ़ीडिंग ट्यूब की देखभाल।',
        includes: [
          'आपके घर पर प्रशिक्षित नर्स',
          'इंजेक्शन, ड्रिप और घाव की ड्रेसिंग',
          'कैथेटर और फ़ीडिंग ट्यूब की देखभाल',
          'ब्लड प्रेशर, नब्ज़, बुख़ार और शुगर की जाँच',
        ],
        preparation: null,
        ...HOME_VISIT,
        duration: '1 घंटे तक',
      },
    },
  },
  {
    slug: 'home-physiotherapy-session',
    kind: 'home-care',
    price: 900,
    price_basis: 'visit',
    place: 'home',
    texts: {
      en: {
        name: 'Physiotherapy Session at Home',
        summary: 'Exercises to regain strength and movement after surgery, a fracture or a stroke.',
        includes: [
          'A physiotherapist at your home',
          'Assessment of movement and pain',
          'Exercises, and a plan to keep up between sessions',
        ],
        preparation: null,
        ...HOME_VISIT,
        duration: '45 minutes',
      },
      hi: {
        name: 'घर पर फ़िज़ियोथेरेपी सेशन',
        summary: 'सर्जरी, फ़्रैक्चर या स्ट्रोक के बाद ताक़त और चलना-फिरना वापस पाने के लिए व्यायाम।',
        includes: ['आपके घर पर फ़िज़ियोथेरेपिस्ट', 'चलने-फिरने और दर्द का आकलन', 'व्यायाम, और अगले सेशन तक जारी रखने की योजना'],
        preparation: null,
        ...HOME_VISIT,
        duration: '45 मिनट',
      },
    },
  },
  {
    slug: 'home-doctor-visit',
    kind: 'home-care',
    price: 1500,
    price_basis: 'visit',
    place: 'home',
    texts: {
      en: {
        name: 'Doctor Visit at Home',
        summary: 'A doctor’s visit for patients who cannot easily travel to the hospital.',
        includes: [
          'Examination by a doctor at your home',
          'Review of medicines and reports',
          'A prescription, and a referral when needed',
        ],
        preparation: 'Keep the patient’s prescriptions and recent reports ready.',
        ...HOME_VISIT,
        duration: 'About 30 minutes',
      },
      hi: {
        name: 'घर पर डॉक्टर विज़िट',
        summary: 'उन मरीज़ों के लिए डॉक्टर की विज़िट जो आसानी से अस्पताल नहीं आ सकते।',
        includes: ['घर पर डॉक्टर द्वारा जाँच', 'दवाओं और रिपोर्ट की समीक्षा', 'पर्चा, और ज़रूरत हो तो रेफ़रल'],
        preparation: 'मरीज़ के पर्चे और हाल की रिपोर्ट तैयार रखें।',
        ...HOME_VISIT,
        duration: 'लगभग 30 मिनट',
      },
    },
  },
  {
    slug: 'post-operative-care-visit',
    kind: 'home-care',
    price: 1000,
    price_basis: 'visit',
    place: 'home',
    texts: {
      en: {
        name: 'Post-operative Care Visit',
        summary: 'Wound care, pain relief and safe movement at home in the weeks after an operation.',
        includes: [
          'Wound check and dressing',
          'Pain and medicine review',
          'Help to move about safely',
          'A report to your surgeon',
        ],
        preparation: 'Keep the discharge summary and the surgeon’s instructions ready.',
        ...HOME_VISIT,
        duration: 'Up to 1 hour',
      },
      hi: {
        name: 'ऑपरेशन के बाद देखभाल विज़िट',
        summary: 'ऑपरेशन के बाद के हफ़्तों में घर पर घाव की देखभाल, दर्द से राहत और सुरक्षित चलना-फिरना।',
        includes: ['घाव की जाँच और ड्रेसिंग', 'दर्द और दवाओं की समीक्षा', 'सुरक्षित चलने-फिरने में मदद', 'आपके सर्जन को रिपोर्ट'],
        preparation: 'डिस्चार्ज समरी और सर्जन के निर्देश तैयार रखें।',
        ...HOME_VISIT,
        duration: '1 घंटे तक',
      },
    },
  },
  {
    slug: 'elderly-care-attendant',
    kind: 'home-care',
    price: 1200,
    price_basis: 'day',
    place: 'home',
    texts: {
      en: {
        name: 'Elderly Care Attendant (12 hours)',
        summary: 'Help with daily activities, medicines on time and company for elders at home.',
        includes: [
          'A trained attendant for 12 hours, by day or by night',
          'Help with bathing, dressing, meals and moving about',
          'Medicines on time',
          'Company, and a call to the family if anything changes',
        ],
        preparation: null,
        ...HOME_VISIT,
        duration: '12 hours',
      },
      hi: {
        name: 'बुज़ुर्गों के लिए केयर अटेंडेंट (12 घंटे)',
        summary: 'घर पर बुज़ुर्गों के लिए रोज़ के कामों में मदद, समय पर दवाएँ और साथ।',
        includes: [
          'दिन या रात में 12 घंटे के लिए प्रशिक्षित अटेंडेंट',
          'नहाने, कपड़े पहनने, खाने और चलने-फिरने में मदद',
          'समय पर दवाएँ',
          'साथ, और कुछ भी बदले तो परिवार को फ़ोन',
        ],
        preparation: null,
        ...HOME_VISIT,
        duration: '12 घंटे',
      },
    },
  },
];
