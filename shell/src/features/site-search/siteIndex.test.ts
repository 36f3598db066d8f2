import type { Department, Doctor, Service } from 'contract';
import type { SearchWords } from 'contract/search-words';
import { siteHref } from 'shared-ui';
import { buildSiteIndex } from './siteIndex';
import type { ContentDocument } from './siteIndex';
import type { SearchResult } from './searchSite';

const department = (id: number, slug: string, name: string): Department => ({ id, slug, department_name: name });
const cardiology = department(1, 'cardiology', 'Cardiology');
const orthopaedics = department(2, 'orthopaedics', 'Orthopaedics');
const diabetes = department(3, 'diabetes-and-endocrinology', 'Diabetes & Endocrinology');
const dental = department(4, 'dental-medicine', 'Dental Medicine');
const emergencyMedicine = department(6, 'emergency-medicine', 'Emergency Medicine');
const paediatrics = department(10, 'paediatrics', 'Paediatrics');
const nephrology = department(12, 'nephrology', 'Nephrology');

const service = (id: number, slug: string, name: string, description: string, of: Department | null): Service => ({
  id,
  slug,
  name,
  description,
  service_banner: null,
  department: of && { id: of.id, slug: of.slug, name: of.department_name },
});

// The hospital's services and a doctor or two of each department, as the API gives them.
const services: Service[] = [
  service(1, 'accident-and-emergency', 'Accident & Emergency', '24 X 7 trauma and emergency care', emergencyMedicine),
  service(2, 'cardiology', 'Cardiology', 'Care for the heart and blood vessels', cardiology),
  service(3, 'orthopaedics', 'Orthopaedics', 'Joint replacement, fractures and sports injuries', orthopaedics),
  service(4, 'diabetes-and-endocrinology', 'Diabetes & Endocrinology', 'Diabetes, thyroid and hormone care', diabetes),
  service(5, 'dental-medicine', 'Dental Medicine', 'Teeth and gums', dental),
  service(6, 'full-body-health-checkup', 'Full Body Health Checkup', 'Checkup packages', null),
];

// Some of the words the hospital keeps for its departments and the checkup, as the API gives them.
const words: SearchWords = {
  departments: {
    cardiology: {
      en: ['heart', 'cardiac', 'cardiologist', 'chest pain', 'heart attack', 'bp', 'blood pressure'],
      hi: ['दिल', 'हृदय', 'हार्ट', 'सीने में दर्द', 'dil', 'dil ki bimari', 'hriday', 'seene mein dard'],
    },
    orthopaedics: {
      en: ['bones', 'knee', 'hip', 'joint', 'joint pain', 'fracture', 'back pain', 'arthritis'],
      hi: ['घुटना', 'घुटने', 'हड्डी', 'जोड़', 'जोड़ों का दर्द', 'haddi', 'ghutna', 'ghutne', 'ghutne mein dard', 'jod'],
    },
    'diabetes-and-endocrinology': {
      en: ['sugar', 'diabetes', 'diabetic', 'insulin', 'thyroid'],
      hi: ['शुगर', 'मधुमेह', 'madhumeh', 'sugar ki bimari'],
    },
    'dental-medicine': { en: ['teeth', 'tooth', 'dentist'], hi: ['दाँत', 'दांत', 'daant', 'dant'] },
    'emergency-medicine': { en: ['emergency', 'accident', 'ambulance', 'trauma'], hi: ['इमरजेंसी', 'chot'] },
    'internal-medicine': {
      en: ['fever', 'physician', 'infection', 'cough', 'dengue', 'typhoid'],
      hi: ['बुखार', 'खाँसी', 'डेंगू', 'bukhar', 'bukhaar', 'khansi'],
    },
    paediatrics: {
      en: ['child', 'children', 'kids', 'baby', 'newborn', 'paediatrician'],
      hi: ['बच्चा', 'बच्चे', 'बच्चों', 'शिशु', 'baccha', 'bacche', 'bacche ko bukhar', 'बच्चे को बुखार', 'bachche'],
    },
    nephrology: {
      en: ['kidney', 'kidneys', 'dialysis', 'kidney stone', 'urine'],
      hi: ['गुर्दा', 'गुर्दे', 'किडनी', 'gurda', 'gurde', 'pathri'],
    },
  },
  services: {
    'full-body-health-checkup': { en: ['checkup', 'health check', 'blood test', 'lab test'], hi: ['जाँच', 'jaanch'] },
  },
};

const doctor = (id: number, name: string, of: Department, about: string): Doctor => ({
  id,
  doctor_name: name,
  image: null,
  about,
  department: of,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  languages: ['hi', 'en'],
  opd_days: [1],
});

const doctors: Doctor[] = [
  doctor(1, 'Dr. Anita Sharma', cardiology, 'Interventional cardiologist. Treats chest pain and heart attacks.'),
  doctor(2, 'Dr. Rohit Malhotra', cardiology, 'Cardiologist for tests and prevention.'),
  doctor(3, 'Dr. Vikram Singh Chauhan', orthopaedics, 'Orthopaedic surgeon for joint replacement and fractures.'),
  doctor(5, 'Dr. Sanjay Gupta', diabetes, 'Endocrinologist. Cares for adults with diabetes and thyroid disorders.'),
  doctor(15, 'Dr. Shalini Kaushik', paediatrics, 'Paediatrician. Sees newborns, children and teenagers.'),
  doctor(17, 'Dr. Deepak Rathi', nephrology, 'Nephrologist. Treats kidney disease and runs dialysis.'),
];

const documents: ContentDocument[] = [
  {
    kind: 'page',
    path: siteHref('/diabetes'),
    title: 'Diabetes and Endocrinology',
    description: 'Diabetes, thyroid and hormone care in Faridabad',
    keywords: ['Our programmes'],
  },
  {
    kind: 'article',
    path: siteHref('/blog/:articleSlug', { articleSlug: 'air-pollution-and-your-lungs' }),
    title: 'Air Pollution and Your Lungs',
    description: 'How air pollution in the NCR affects the lungs.',
    keywords: ['How fine dust harms the lungs and the heart'],
  },
];

const pages: SearchResult[] = [
  {
    id: 'page:/blood-test',
    type: 'page',
    title: 'Blood Test',
    link: siteHref('/blood-test'),
    description: 'Book a lab test',
  },
  { id: 'page:/contact', type: 'page', title: 'Contact', link: siteHref('/contact'), description: 'Address and phone' },
];

const index = buildSiteIndex({
  services,
  doctors,
  words,
  documents,
  pages,
  describeDepartment: (name) => `Book a consultation with our ${name} doctors`,
});
const titles = (query: string) => index.search(query).map((result) => result.title);

describe('the site index', () => {
  it('finds Cardiology first for "heart", then the cardiologists', () => {
    const found = titles('heart');
    expect(found[0]).toBe('Cardiology');
    expect(found.slice(1, 3).sort()).toEqual(['Dr. Anita Sharma', 'Dr. Rohit Malhotra']);
  });

  it('finds Orthopaedics first for "knee", and its surgeon', () => {
    expect(titles('knee').slice(0, 2)).toEqual(['Orthopaedics', 'Dr. Vikram Singh Chauhan']);
  });

  it('finds the child specialists for "child" and for "बच्चा", leading to booking with them', () => {
    for (const query of ['child', 'बच्चा', 'बच्चों']) {
      const found = index.search(query);
      expect(found.map((result) => result.title)).toEqual(['Paediatrics', 'Dr. Shalini Kaushik']);
    }
    expect(index.search('child').map((result) => result.link)).toEqual([
      '/appointment?department=10',
      '/appointment?department=10&doctor=15',
    ]);
    expect(index.search('child')[0]?.description).toBe('Book a consultation with our Paediatrics doctors');
  });

  it('finds diabetes care for "sugar" and "शुगर", its service and its topic page as one result', () => {
    for (const query of ['sugar', 'शुगर']) {
      const found = index.search(query);
      expect(found[0]).toMatchObject({ type: 'service', title: 'Diabetes & Endocrinology', link: '/diabetes' });
      expect(found.filter((result) => result.link === '/diabetes')).toHaveLength(1);
      expect(found.map((result) => result.title)).toContain('Dr. Sanjay Gupta');
    }
  });

  it('finds a doctor by name, and by a name with a typo', () => {
    expect(index.search('Rohit Malhotra')[0]).toMatchObject({
      type: 'doctor',
      title: 'Dr. Rohit Malhotra',
      link: '/appointment?department=1&doctor=2',
      description: 'Cardiology',
    });
    expect(titles('malhtra')[0]).toBe('Dr. Rohit Malhotra');
  });

  it('finds a word as it is being typed', () => {
    expect(titles('kidn')).toEqual(['Nephrology', 'Dr. Deepak Rathi']);
  });

  it('finds articles, and pages by their titles', () => {
    expect(titles('pollution')).toEqual(['Air Pollution and Your Lungs']);
    expect(titles('blood test')[0]).toBe('Blood Test');
  });

  it('finds Hindi words spelt with or without a nukta', () => {
    expect(titles('जोड')[0]).toBe('Orthopaedics');
  });

  it('finds a service by any part of its name, in any case, where prefixes and typos find nothing', () => {
    expect(titles('rthop')[0]).toBe('Orthopaedics');
    expect(titles('paedics')[0]).toBe('Orthopaedics');
    expect(titles('  RTHOPAEDIC ')[0]).toBe('Orthopaedics');
    expect(titles('ology').slice(0, 2)).toEqual(['Cardiology', 'Diabetes & Endocrinology']);
    expect(titles('ody health')[0]).toBe('Full Body Health Checkup');
    expect(index.search('rthop')[0]).toMatchObject({ type: 'service', link: '/services/orthopaedics' });
  });

  it("keeps a service its name matches in a limited list, ahead of the library's other matches", () => {
    // "ar" begins words of several documents ("arthritis", "attacks"), and is inside "Cardiology".
    expect(titles('ar').length).toBeGreaterThan(2);
    expect(index.search('ar', 2).map((result) => result.title)).toContain('Cardiology');
  });

  it("finds a service by any part of its name in the page's other language", () => {
    const hindiNames = {
      orthopaedics: ['हड्डी रोग (ऑर्थोपेडिक्स)'],
      cardiology: ['हृदय रोग (कार्डियोलॉजी)'],
    };
    const english = buildSiteIndex({
      services,
      serviceNamesElsewhere: hindiNames,
      doctors,
      words,
      documents,
      pages,
      describeDepartment: (name) => name,
    });
    expect(english.search('र्थोपेडि')[0]?.title).toBe('Orthopaedics');
    expect(
      english
        .search('रोग')
        .map((result) => result.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Cardiology', 'Orthopaedics']);

    const hindi = buildSiteIndex({
      services: [service(3, 'orthopaedics', 'हड्डी रोग (ऑर्थोपेडिक्स)', 'जोड़ों की देखभाल', orthopaedics)],
      serviceNamesElsewhere: { orthopaedics: ['Orthopaedics'] },
      doctors: [],
      documents: [],
      pages: [],
      describeDepartment: (name) => name,
    });
    expect(hindi.search('rthop')[0]?.title).toBe('हड्डी रोग (ऑर्थोपेडिक्स)');
    expect(hindi.search('पेडिक्स')[0]?.title).toBe('हड्डी रोग (ऑर्थोपेडिक्स)');
  });

  it('finds nothing for nonsense or a blank query', () => {
    expect(index.search('qwxzv')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('gives at most the number of results asked for', () => {
    expect(index.search('dr', 3)).toHaveLength(3);
  });
});

describe('the site index, as patients type in Hindi with Latin letters, and the answers pages give', () => {
  const internalMedicine = department(7, 'internal-medicine', 'Internal Medicine');
  const emergencyPage: ContentDocument = {
    kind: 'page',
    path: siteHref('/emergency'),
    title: 'Accident & Emergency',
    description: '24 X 7 emergency and trauma care in Faridabad',
    keywords: [],
    questions: [
      {
        question: 'Can I use my health insurance in an emergency?',
        answer: 'Yes. Our insurance desk starts the cashless request with your insurer or TPA while treatment goes on.',
      },
    ],
  };
  const faqPage: ContentDocument = {
    kind: 'page',
    path: siteHref('/faq'),
    title: "FAQ's",
    description: 'Frequently asked questions about appointments, lab tests, reports and visiting',
    keywords: [],
    questions: [
      {
        question: 'Do you accept health insurance and cashless treatment?',
        answer: 'Yes, with most major insurers and TPAs.',
      },
    ],
  };
  const withAnswers = buildSiteIndex({
    services,
    words,
    doctors: [...doctors, doctor(11, 'Dr. Rajesh Khanna', internalMedicine, 'Physician. Treats fever and dengue.')],
    documents: [...documents, emergencyPage, faqPage],
    pages,
    describeDepartment: (name) => `Book a consultation with our ${name} doctors`,
  });
  const found = (query: string) => withAnswers.search(query).map((result) => result.title);

  it('finds the speciality for a symptom or an organ typed in romanised Hindi', () => {
    expect(found('bukhar').slice(0, 2)).toEqual(['Internal Medicine', 'Dr. Rajesh Khanna']);
    expect(found('dil')[0]).toBe('Cardiology');
    expect(found('ghutna')[0]).toBe('Orthopaedics');
    expect(found('ghutne mein dard')[0]).toBe('Orthopaedics');
    expect(found('gurde')[0]).toBe('Nephrology');
  });

  it('finds the child specialists first for "bacche ko bukhar", its little words left out', () => {
    expect(found('bacche ko bukhar').slice(0, 2)).toEqual(['Paediatrics', 'Dr. Shalini Kaushik']);
    expect(found('बच्चे को बुखार')[0]).toBe('Paediatrics');
    expect(found('ko')).toEqual([]);
  });

  it('finds the questions pages answer: "insurance" and "cashless" lead to both answers', () => {
    for (const query of ['insurance', 'cashless', 'Cashless treatment']) {
      const results = withAnswers.search(query);
      expect(results.map((result) => result.link).sort()).toEqual(['/emergency', '/faq']);
      expect(results.map((result) => result.title).sort()).toEqual([
        'Can I use my health insurance in an emergency?',
        'Do you accept health insurance and cashless treatment?',
      ]);
    }
    expect(withAnswers.search('cashless')[0]?.description).toMatch(/insurance desk|insurers/);
  });

  it('finds "dengue" with the physician who treats it', () => {
    expect(found('dengue').slice(0, 2)).toEqual(['Internal Medicine', 'Dr. Rajesh Khanna']);
  });

  it("finds a word only a page's or an article's body says, after what is named for it", () => {
    const article: ContentDocument = {
      kind: 'article',
      path: siteHref('/blog/:articleSlug', { articleSlug: 'diagnostic-tests-you-should-know' }),
      title: 'Diagnostic Tests You Should Know About',
      description: 'The tests doctors order most often.',
      keywords: [],
      words: 'cbc counts the cells platelets infections such as dengue heart cardiology',
    };
    const withBodies = buildSiteIndex({
      services,
      words,
      doctors: [...doctors, doctor(11, 'Dr. Rajesh Khanna', internalMedicine, 'Physician. Treats fever and dengue.')],
      documents: [...documents, article],
      pages,
      describeDepartment: (name) => name,
    });
    expect(withBodies.search('dengue').map((result) => result.title)).toEqual([
      'Internal Medicine',
      'Dr. Rajesh Khanna',
      'Diagnostic Tests You Should Know About',
    ]);
    expect(withBodies.search('platelets')[0]).toMatchObject({ type: 'article', link: article.path });
    // A word in passing never puts the article above the service and the doctors named for it.
    const heart = withBodies.search('cardiology').map((result) => result.type);
    expect(heart.indexOf('article')).toBeGreaterThan(heart.lastIndexOf('doctor'));
  });

  it('keeps a page ahead of its own questions for the words of its title', () => {
    expect(withAnswers.search('emergency').find((result) => result.link === '/emergency')?.title).toBe(
      'Accident & Emergency',
    );
  });

  it("finds a Hindi page's question by its English words too", () => {
    const hindi = buildSiteIndex({
      services: [],
      doctors: [],
      documents: [
        {
          kind: 'page',
          path: siteHref('/faq'),
          title: 'प्रश्नोत्तर',
          description: 'अक्सर पूछे जाने वाले प्रश्न',
          keywords: [],
          questions: [
            {
              question: 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?',
              answer: 'हाँ, ज़्यादातर प्रमुख बीमा कंपनियों और टीपीए के साथ।',
              inEnglish: {
                question: 'Do you accept health insurance and cashless treatment?',
                answer: 'Yes, with most major insurers and TPAs.',
              },
            },
          ],
        },
      ],
      pages: [],
      describeDepartment: (name) => name,
    });
    for (const query of ['बीमा', 'कैशलेस', 'insurance', 'insurers']) {
      expect(hindi.search(query)[0]).toMatchObject({
        title: 'क्या आप स्वास्थ्य बीमा और कैशलेस इलाज स्वीकार करते हैं?',
        link: '/faq',
      });
    }
  });
});
