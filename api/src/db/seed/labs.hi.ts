/**
 * Hindi texts of `labs.ts`, keyed by the English `lab_name` and `test_name`. The usual English
 * abbreviation of a test stays, so patients find the name on their doctor's slip.
 */

export const labNamesHi: Record<string, string> = {
  'Central Pathology Lab': 'सेंट्रल पैथोलॉजी लैब',
  'Aravali Diagnostics and Imaging': 'अरावली डायग्नोस्टिक्स एंड इमेजिंग',
  // A lab that databases seeded before home collection became an option still have.
  'Home Sample Collection': 'घर से नमूना संग्रह',
};

export const testNamesHi: Record<string, string> = {
  'Complete Blood Count (CBC)': 'कम्प्लीट ब्लड काउंट (CBC)',
  'Erythrocyte Sedimentation Rate (ESR)': 'एरिथ्रोसाइट सेडिमेंटेशन रेट (ESR)',
  'Blood Sugar Fasting': 'ब्लड शुगर फ़ास्टिंग (खाली पेट)',
  'Blood Sugar Post Prandial (PP)': 'ब्लड शुगर खाने के बाद (PP)',
  'HbA1c (Glycated Haemoglobin)': 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
  'Lipid Profile': 'लिपिड प्रोफ़ाइल',
  'Liver Function Test (LFT)': 'लिवर फ़ंक्शन टेस्ट (LFT)',
  'Kidney Function Test (KFT)': 'किडनी फ़ंक्शन टेस्ट (KFT)',
  'Thyroid Profile (T3, T4, TSH)': 'थायरॉइड प्रोफ़ाइल (T3, T4, TSH)',
  'Vitamin D (25-OH)': 'विटामिन D (25-OH)',
  'Vitamin B12': 'विटामिन B12',
  'Urine Routine and Microscopy': 'पेशाब की रूटीन और माइक्रोस्कोपी जाँच',
  'Serum Electrolytes (Na, K, Cl)': 'सीरम इलेक्ट्रोलाइट्स (Na, K, Cl)',
  'Dengue NS1 Antigen': 'डेंगू NS1 एंटीजन',
  'Widal Test (Typhoid)': 'वाइडल टेस्ट (टाइफ़ाइड)',
  'Chest X-Ray (PA View)': 'छाती का एक्स-रे (PA व्यू)',
  'Ultrasound Whole Abdomen': 'पूरे पेट का अल्ट्रासाउंड',
  'ECG (12 Lead)': 'ईसीजी (12 लीड)',
  '2D Echocardiography': '2D इकोकार्डियोग्राफ़ी',
  'Treadmill Test (TMT)': 'ट्रेडमिल टेस्ट (TMT)',
  'CT Scan Head (Plain)': 'सिर का सीटी स्कैन (प्लेन)',
  'MRI Knee': 'घुटने का एमआरआई',
  'Bone Mineral Density (DEXA)': 'बोन मिनरल डेंसिटी (DEXA)',
  'Mammography (Both Breasts)': 'मैमोग्राफ़ी (दोनों स्तन)',
  'Dental OPG X-Ray': 'दाँतों का OPG एक्स-रे',
  // The tests of the 'Home Sample Collection' lab that older databases still have.
  'Complete Blood Count (CBC) at Home': 'कम्प्लीट ब्लड काउंट (CBC), घर पर',
  'HbA1c at Home': 'HbA1c, घर पर',
  'Thyroid Profile at Home': 'थायरॉइड प्रोफ़ाइल, घर पर',
  'Lipid Profile at Home': 'लिपिड प्रोफ़ाइल, घर पर',
  'Vitamin D at Home': 'विटामिन D, घर पर',
  'Diabetes Care Package (FBS, PP, HbA1c, KFT)': 'डायबिटीज़ केयर पैकेज (FBS, PP, HbA1c, KFT)',
  'Senior Citizen Health Package': 'वरिष्ठ नागरिक हेल्थ पैकेज',
  'Basic Full Body Checkup': 'बेसिक फ़ुल बॉडी चेकअप',
};
