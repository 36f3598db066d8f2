/**
 * The words patients type for each speciality, the site search's synonyms: by department slug (the
 * same in every language), and for a service no department runs (the health checkup, a package of
 * tests) by the service's slug. A department's words find its service, its doctors, and, for a
 * department with no service of its own, the department itself (which leads to booking with its
 * doctors). The site searches with both languages' words whatever the page's language: `en` is
 * English; `hi` is Hindi in Devanagari, the English words Hindi speakers write in it ("हार्ट"), and
 * Hindi typed in Latin letters as phones make people type it ("bukhar", "ghutna", "dil").
 * The hospital changes them in the database with the rest of its data; migration 0020 writes these
 * into a database deployed earlier, the seed into a new one.
 */
import { sql } from 'kysely';
import type { QueryExecutorProvider } from 'kysely';
import type { SearchWordsByLanguage } from 'contract/search-words';

/** By department slug. */
export const departmentSearchWords: Readonly<Record<string, SearchWordsByLanguage>> = {
  cardiology: {
    en: [
      'heart',
      'cardiac',
      'cardiologist',
      'chest pain',
      'heart attack',
      'bp',
      'blood pressure',
      'hypertension',
      'angioplasty',
      'angiography',
      'stent',
      'ecg',
      'echo',
      'palpitations',
    ],
    hi: [
      'दिल',
      'हृदय',
      'हार्ट',
      'सीने में दर्द',
      'बीपी',
      'ब्लड प्रेशर',
      'रक्तचाप',
      'एंजियोप्लास्टी',
      'dil',
      'dil ki bimari',
      'hriday',
      'dhadkan',
      'seene mein dard',
      'chhati mein dard',
    ],
  },
  orthopaedics: {
    en: [
      'bones',
      'bone',
      'knee',
      'hip',
      'joint',
      'joint pain',
      'fracture',
      'back pain',
      'spine',
      'arthritis',
      'shoulder',
      'sports injury',
      'ligament',
      'orthopedic',
    ],
    hi: [
      'घुटना',
      'घुटने',
      'हड्डी',
      'हड्डियाँ',
      'जोड़',
      'जोड़ों का दर्द',
      'कमर दर्द',
      'फ्रैक्चर',
      'haddi',
      'haddiyan',
      'ghutna',
      'ghutne',
      'ghutno',
      'ghutne mein dard',
      'jod',
      'jodon ka dard',
      'kamar dard',
      'kamar',
      'kandha',
      'moch',
    ],
  },
  'diabetes-and-endocrinology': {
    en: ['sugar', 'diabetes', 'diabetic', 'insulin', 'thyroid', 'hormone', 'obesity', 'glucose'],
    hi: ['शुगर', 'मधुमेह', 'डायबिटीज़', 'थायरॉइड', 'इंसुलिन', 'madhumeh', 'sugar ki bimari'],
  },
  'dental-medicine': {
    en: ['teeth', 'tooth', 'dentist', 'dental', 'toothache', 'root canal', 'braces', 'gums'],
    hi: ['दाँत', 'दांत', 'दाँत दर्द', 'दंत', 'मसूड़े', 'डेंटिस्ट', 'daant', 'dant', 'daant dard', 'masude', 'masoode'],
  },
  'bariatric-and-laparoscopic-surgery': {
    en: ['weight', 'weight loss', 'obesity', 'laparoscopic', 'keyhole surgery', 'gallbladder', 'hernia'],
    hi: [
      'वज़न',
      'वजन',
      'मोटापा',
      'वज़न घटाना',
      'दूरबीन ऑपरेशन',
      'हर्निया',
      'vajan',
      'vazan',
      'wajan',
      'motapa',
      'doorbeen operation',
      'durbin operation',
    ],
  },
  'emergency-medicine': {
    en: [
      'emergency',
      'accident',
      'ambulance',
      'trauma',
      'injury',
      'casualty',
      'icu',
      'stroke',
      'burns',
      'poisoning',
      'snake bite',
    ],
    hi: [
      'इमरजेंसी',
      'आपातकालीन',
      'दुर्घटना',
      'एक्सीडेंट',
      'एम्बुलेंस',
      'चोट',
      'आईसीयू',
      'aapatkalin',
      'durghatna',
      'chot',
      'jal gaya',
      'zehar',
      'jahar',
      'saanp',
      'saap ne kata',
    ],
  },
  'internal-medicine': {
    en: ['fever', 'physician', 'general physician', 'infection', 'cough', 'cold', 'dengue', 'typhoid', 'weakness'],
    hi: [
      'बुखार',
      'खाँसी',
      'खांसी',
      'ज़ुकाम',
      'कमज़ोरी',
      'डेंगू',
      'फिजिशियन',
      'bukhar',
      'bukhaar',
      'bhukhar',
      'khansi',
      'khaansi',
      'zukam',
      'jukam',
      'nazla',
      'kamzori',
      'kamjori',
      'thakan',
    ],
  },
  'home-care-and-geriatrics': {
    en: ['home', 'home visit', 'nursing', 'nurse', 'elderly', 'old age', 'physiotherapy', 'bedridden'],
    hi: [
      'घर',
      'घर पर',
      'नर्स',
      'नर्सिंग',
      'बुज़ुर्ग',
      'बुजुर्ग',
      'फिजियोथेरेपी',
      'ghar',
      'ghar par',
      'ghar pe',
      'buzurg',
      'bujurg',
      'budhape',
    ],
  },
  neurology: {
    en: ['brain', 'nerves', 'stroke', 'headache', 'migraine', 'epilepsy', 'fits', 'seizure', 'paralysis', 'numbness'],
    hi: [
      'दिमाग',
      'सिरदर्द',
      'सिर दर्द',
      'माइग्रेन',
      'लकवा',
      'मिर्गी',
      'दौरा',
      'dimag',
      'dimaag',
      'sir dard',
      'sirdard',
      'sar dard',
      'lakwa',
      'lakva',
      'mirgi',
      'nason',
    ],
  },
  paediatrics: {
    en: [
      'child',
      'children',
      'kids',
      'baby',
      'infant',
      'newborn',
      'paediatrician',
      'pediatrician',
      'pediatrics',
      'vaccination',
    ],
    hi: [
      'बच्चा',
      'बच्चे',
      'बच्चों',
      'बच्ची',
      'शिशु',
      'नवजात',
      'टीका',
      'टीकाकरण',
      'baccha',
      'bachcha',
      'bacche',
      'bachche',
      'bacchon',
      'bacche ko bukhar',
      'बच्चे को बुखार',
      'bachon',
      'bachchon',
      'bacchi',
      'bachi',
      'shishu',
      'navjaat',
      'tika',
      'teeka',
      'tikakaran',
    ],
  },
  'obstetrics-and-gynaecology': {
    en: [
      'pregnancy',
      'pregnant',
      'delivery',
      'gynaecologist',
      'gynecologist',
      'women',
      'periods',
      'pcos',
      'infertility',
    ],
    hi: [
      'गर्भावस्था',
      'गर्भ',
      'प्रेगनेंसी',
      'डिलीवरी',
      'महिला',
      'माहवारी',
      'पीरियड',
      'garbh',
      'garbhavastha',
      'mahila',
      'mahvari',
      'mahawari',
    ],
  },
  nephrology: {
    en: ['kidney', 'kidneys', 'dialysis', 'kidney stone', 'urine', 'creatinine'],
    hi: ['गुर्दा', 'गुर्दे', 'किडनी', 'डायलिसिस', 'पथरी', 'पेशाब', 'gurda', 'gurde', 'pathri', 'peshab', 'peshaab'],
  },
};

/** By service slug: only a service no department runs needs words of its own. */
export const serviceSearchWords: Readonly<Record<string, SearchWordsByLanguage>> = {
  'full-body-health-checkup': {
    en: ['checkup', 'check up', 'health check', 'blood test', 'lab test', 'test', 'package'],
    hi: [
      'जाँच',
      'जांच',
      'चेकअप',
      'हेल्थ चेकअप',
      'टेस्ट',
      'खून की जाँच',
      'jaanch',
      'janch',
      'khoon ki jaanch',
      'khoon ki janch',
      'khoon jaanch',
    ],
  },
};

/**
 * Writes the words above onto the departments and services of those slugs; a department or service
 * the hospital added itself keeps its own (none until it gives some).
 */
export async function writeSearchWords(db: QueryExecutorProvider): Promise<void> {
  for (const [slug, words] of Object.entries(departmentSearchWords)) {
    await sql`update departments set search_words = ${JSON.stringify(words)}::jsonb where slug = ${slug}`.execute(db);
  }
  for (const [slug, words] of Object.entries(serviceSearchWords)) {
    await sql`update services set search_words = ${JSON.stringify(words)}::jsonb where slug = ${slug}`.execute(db);
  }
}
