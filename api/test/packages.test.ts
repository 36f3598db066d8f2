import type { CarePackage } from 'contract';
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const PATH = '/api/package/packages/';

async function getJson<T>(query: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${api.baseUrl}${PATH}${query}`);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The catalogue as the brief gives it, in the order the pages show it. */
const CATALOGUE = [
  ['health-check', 'basic-health-check', 'Basic Health Check', 1999, 'package', 'hospital'],
  ['health-check', 'comprehensive-health-check', 'Comprehensive Health Check', 3999, 'package', 'hospital'],
  ['health-check', 'executive-health-check', 'Executive Health Check', 6499, 'package', 'hospital'],
  ['health-check', 'senior-citizen-health-check', 'Senior Citizen Health Check', 5499, 'package', 'hospital'],
  ['health-check', 'womens-health-check', "Women's Health Check", 4999, 'package', 'hospital'],
  [
    'diabetes-programme',
    'prediabetes-prevention-programme',
    'Prediabetes Prevention Programme',
    4500,
    'programme',
    'hospital',
  ],
  ['diabetes-programme', 'diabetes-control-programme', 'Diabetes Control Programme', 12000, 'programme', 'hospital'],
  ['diabetes-programme', 'gestational-diabetes-care', 'Gestational Diabetes Care', 7500, 'programme', 'hospital'],
  ['home-care', 'home-nursing-visit', 'Nursing Visit at Home', 800, 'visit', 'home'],
  ['home-care', 'home-physiotherapy-session', 'Physiotherapy Session at Home', 900, 'visit', 'home'],
  ['home-care', 'home-doctor-visit', 'Doctor Visit at Home', 1500, 'visit', 'home'],
  ['home-care', 'post-operative-care-visit', 'Post-operative Care Visit', 1000, 'visit', 'home'],
  ['home-care', 'elderly-care-attendant', 'Elderly Care Attendant (12 hours)', 1200, 'day', 'home'],
] as const;

const KEYS = [
  'duration',
  'id',
  'includes',
  'kind',
  'name',
  'place',
  'preparation',
  'price',
  'price_basis',
  'report_time',
  'sample_type',
  'slug',
  'summary',
];

/** What does not change with the language. */
const facts = ({ id, slug, kind, price, price_basis, place }: CarePackage) => ({
  id,
  slug,
  kind,
  price,
  price_basis,
  place,
});

const TEXTS = ['name', 'summary', 'preparation', 'sample_type', 'report_time', 'duration'] as const;
const DEVANAGARI = /[\u0900-\u097F]/;

test('English is the default: every package in order, with its price, basis and place', async () => {
  const { status, body } = await getJson<CarePackage[]>('');
  expect(status).toBe(200);
  expect(body.map((item) => [item.kind, item.slug, item.name, item.price, item.price_basis, item.place])).toEqual(
    CATALOGUE,
  );
  expect((await getJson<CarePackage[]>('?lang=en')).body).toEqual(body);
  for (const item of body) {
    expect(Object.keys(item).sort()).toEqual(KEYS);
    expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
    expect(item.summary.length).toBeGreaterThan(10);
    expect(item.includes.length).toBeGreaterThanOrEqual(3);
  }
});

test('each kind says what it asks and gives: preparation, samples, reports, duration', async () => {
  const { body } = await getJson<CarePackage[]>('?lang=en');
  for (const item of body.filter((entry) => entry.kind === 'health-check')) {
    expect(item).toMatchObject({
      preparation:
        'Fast for 10-12 hours before your visit; plain water is fine. Bring your usual medicines and recent reports.',
      sample_type: 'Blood and urine',
      report_time: '24-48 hours',
      duration: null,
    });
  }
  const programmes = body.filter((entry) => entry.kind === 'diabetes-programme');
  expect(programmes.map((item) => item.duration)).toEqual(['12 weeks', '12 months', 'Until after delivery']);
  for (const item of programmes) {
    expect(item).toMatchObject({ sample_type: 'Blood', report_time: '24 hours' });
    expect(item.preparation).toMatch(/^Fast .* before your first visit/);
  }
  const homeCare = body.filter((entry) => entry.kind === 'home-care');
  expect(homeCare.map((item) => item.duration)).toEqual([
    'Up to 1 hour',
    '45 minutes',
    'About 30 minutes',
    'Up to 1 hour',
    '12 hours',
  ]);
  for (const item of homeCare) expect(item).toMatchObject({ sample_type: null, report_time: null });
});

test('in Hindi: the same packages, prices and order, every text in Devanagari', async () => {
  const { body: english } = await getJson<CarePackage[]>('?lang=en');
  const { status, body: hindi } = await getJson<CarePackage[]>('?lang=hi');
  expect(status).toBe(200);
  expect(hindi.map(facts)).toEqual(english.map(facts));
  hindi.forEach((item, index) => {
    const inEnglish = english[index];
    for (const field of TEXTS) {
      expect(item[field] === null).toBe(inEnglish?.[field] === null);
      expect(item[field] ?? 'अ').toMatch(DEVANAGARI);
    }
    expect(item.includes).toHaveLength(inEnglish?.includes.length ?? -1);
    for (const line of item.includes) expect(line).toMatch(DEVANAGARI);
  });
  expect(hindi[0]?.name).toBe('बेसिक हेल्थ चेकअप');
});

test('no outcome figure or percentage in any text', async () => {
  for (const lang of ['en', 'hi']) {
    const text = JSON.stringify((await getJson<CarePackage[]>(`?lang=${lang}`)).body);
    expect(text).not.toMatch(/%|success rate|survival|accuracy/i);
  }
});

test('answers are cached for a minute, like the rest of the catalogue', async () => {
  const { headers } = await getJson<CarePackage[]>('?lang=hi');
  expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(headers.get('cache-control')).toBe('public, max-age=15');
});

test.each(['fr', 'EN', 'hi&lang=en'])('an unknown language (%s) is refused, naming lang', async (lang) => {
  const { status, body } = await getJson<{ message: string; errors: Record<string, string> }>(`?lang=${lang}`);
  expect(status).toBe(400);
  expect(body).toEqual({
    message: 'Please check the highlighted fields.',
    code: 'checkFields',
    errors: { lang: 'Please ask in en (English) or hi (Hindi)' },
    issues: {},
  });
});
