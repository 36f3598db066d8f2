/**
 * Every catalogue read in Hindi with `?lang=hi` (one request, same shapes), English by default,
 * an unknown language refused, and a row nobody translated answered in English.
 */
import type { Department, Doctor, Lab, LabTest, Service, ServicePage } from 'contract';
import { departments as seedDepartments } from '../src/db/seed/doctors';
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const DEVANAGARI = /[\u0900-\u097F]/;

async function getJson<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

// First, before any answer is cached: a department and doctor the hospital added with no Hindi.
test('a department and doctor without Hindi are answered in English, beside translated ones', async () => {
  const { id } = await api.app.db
    .insertInto('departments')
    .values({ department_name: 'Sleep & Breathing Medicine' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.app.db
    .insertInto('doctors')
    .values({ doctor_name: 'Dr. New Joiner', department_id: id, image: null, about: 'Treats sleep apnoea.' })
    .execute();

  const { body: departments } = await getJson<Department[]>('/api/doctor/department/?lang=hi');
  expect(departments.at(-1)).toEqual({
    id,
    department_name: 'Sleep & Breathing Medicine',
    slug: 'sleep-and-breathing-medicine',
  });
  expect(departments[0]?.department_name).toMatch(DEVANAGARI);
  const { body: doctors } = await getJson<Doctor[]>(`/api/doctor/doctor?department=${id}&lang=hi`);
  expect(doctors).toEqual([
    {
      id: expect.any(Number),
      doctor_name: 'Dr. New Joiner',
      image: null,
      about: 'Treats sleep apnoea.',
      department: { id, department_name: 'Sleep & Breathing Medicine', slug: 'sleep-and-breathing-medicine' },
      slug: 'dr-new-joiner',
      languages: [],
      opd_days: [],
    },
  ]);
});

describe('services', () => {
  test('the list in Hindi: same services, same order and shape, Hindi names', async () => {
    const { body: english } = await getJson<Service[]>('/api/service/service-pages/');
    const { status, body: hindi, headers } = await getJson<Service[]>('/api/service/service-pages/?lang=hi');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    expect(hindi.map(({ id, slug, service_banner }) => ({ id, slug, service_banner }))).toEqual(
      english.map(({ id, slug, service_banner }) => ({ id, slug, service_banner })),
    );
    for (const service of hindi) {
      expect(Object.keys(service).sort()).toEqual([
        'department',
        'description',
        'id',
        'name',
        'service_banner',
        'slug',
      ]);
      expect(service.name).toMatch(DEVANAGARI);
      expect(service.description).toMatch(DEVANAGARI);
    }
    expect(hindi.find((service) => service.slug === 'cardiology')?.name).toBe('हृदय रोग (कार्डियोलॉजी)');
    expect(english.find((service) => service.slug === 'cardiology')?.name).toBe('Cardiology');
  });

  test('a page in Hindi keeps its slug and images, every text in Hindi', async () => {
    const { body: english } = await getJson<ServicePage>('/api/service/service-page/cardiology/');
    const { status, body: hindi } = await getJson<ServicePage>('/api/service/service-page/cardiology/?lang=hi');
    expect(status).toBe(200);
    expect(hindi.slug).toBe('cardiology');
    expect(hindi.name).toBe('हृदय रोग (कार्डियोलॉजी)');
    expect(hindi.hero_section?.image_1).toBe(english.hero_section?.image_1);
    expect(hindi.hero_section?.title).toMatch(DEVANAGARI);
    expect(hindi.faqs.length).toBe(english.faqs.length);
    for (const faq of hindi.faqs) expect(faq.question).toMatch(DEVANAGARI);
    expect(english.hero_section?.title).toBe('Cardiology and Heart Care');
  });

  test('an unknown page is still a 404 in Hindi', async () => {
    expect((await getJson('/api/service/service-page/astrology/?lang=hi')).status).toBe(404);
  });
});

describe('doctors and departments', () => {
  test('doctors in Hindi: names, bios and their department, with its language-free slug', async () => {
    const { body: english } = await getJson<Doctor[]>('/api/doctor/doctor');
    const { status, body: hindi } = await getJson<Doctor[]>('/api/doctor/doctor?lang=hi');
    expect(status).toBe(200);
    expect(hindi.map((doctor) => [doctor.id, doctor.image, doctor.department.id, doctor.department.slug])).toEqual(
      english.map((doctor) => [doctor.id, doctor.image, doctor.department.id, doctor.department.slug]),
    );
    const seeded = hindi.filter((doctor) => doctor.doctor_name !== 'Dr. New Joiner');
    for (const doctor of seeded) {
      expect(doctor.doctor_name).toMatch(DEVANAGARI);
      expect(doctor.about).toMatch(DEVANAGARI);
      expect(doctor.department.department_name).toMatch(DEVANAGARI);
    }
    expect(english[0]).toMatchObject({
      doctor_name: 'Dr. Anita Sharma',
      department: { department_name: 'Cardiology', slug: 'cardiology' },
    });
  });

  test('?department= with ?lang=hi keeps that department’s doctors, in Hindi', async () => {
    const { body } = await getJson<Doctor[]>('/api/doctor/doctor?department=1&lang=hi');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((doctor) => doctor.department.id === 1 && DEVANAGARI.test(doctor.doctor_name))).toBe(true);
  });

  test('departments in Hindi keep their ids and slugs', async () => {
    const { body: english } = await getJson<Department[]>('/api/doctor/department/?lang=en');
    const { body: hindi } = await getJson<Department[]>('/api/doctor/department/?lang=hi');
    expect(hindi.map(({ id, slug }) => ({ id, slug }))).toEqual(english.map(({ id, slug }) => ({ id, slug })));
    expect(english.slice(0, seedDepartments.length).map((department) => department.department_name)).toEqual(
      seedDepartments.map((department) => department.department_name),
    );
    expect(english.find((department) => department.department_name === 'Diabetes & Endocrinology')?.slug).toBe(
      'diabetes-and-endocrinology',
    );
    for (const department of hindi.slice(0, seedDepartments.length)) {
      expect(department.department_name).toMatch(DEVANAGARI);
    }
  });
});

describe('labs and tests', () => {
  test('labs in Hindi keep their ids and home collection', async () => {
    const { body: english } = await getJson<Lab[]>('/api/lab/lab/');
    const { status, body: hindi } = await getJson<Lab[]>('/api/lab/lab/?lang=hi');
    expect(status).toBe(200);
    expect(hindi.map(({ id, home_collection }) => ({ id, home_collection }))).toEqual(
      english.map(({ id, home_collection }) => ({ id, home_collection })),
    );
    for (const lab of hindi) expect(lab.lab_name).toMatch(DEVANAGARI);
  });

  test('tests in Hindi: same ids, prices and order, Hindi names', async () => {
    const { body: english } = await getJson<LabTest[]>('/api/lab/lab-tests/');
    const { status, body: hindi } = await getJson<LabTest[]>('/api/lab/lab-tests/?lang=hi');
    expect(status).toBe(200);
    expect(hindi.map(({ id, test_price, lab }) => ({ id, test_price, lab }))).toEqual(
      english.map(({ id, test_price, lab }) => ({ id, test_price, lab })),
    );
    for (const test of hindi) {
      expect(Object.keys(test).sort()).toEqual(['id', 'lab', 'test_name', 'test_price']);
      expect(test.test_name).toMatch(DEVANAGARI);
    }
  });
});

const READS = [
  '/api/service/service-pages/',
  '/api/service/service-page/cardiology/',
  '/api/doctor/doctor',
  '/api/doctor/department/',
  '/api/lab/lab/',
  '/api/lab/lab-tests/',
  '/api/package/packages/',
];

test.each(READS)('%s refuses an unknown language, naming lang', async (path) => {
  for (const lang of ['fr', 'HI', 'hi&lang=en']) {
    const { status, body } = await getJson<{ message: string; errors: Record<string, string> }>(`${path}?lang=${lang}`);
    expect({ lang, status, body }).toEqual({
      lang,
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        code: 'checkFields',
        errors: { lang: 'Please ask in en (English) or hi (Hindi)' },
        issues: {},
      },
    });
  }
});

test.each(READS)('%s answers English for ?lang=en, as without it', async (path) => {
  const plain = await (await fetch(`${api.baseUrl}${path}`)).text();
  expect(await (await fetch(`${api.baseUrl}${path}?lang=en`)).text()).toBe(plain);
  expect(await (await fetch(`${api.baseUrl}${path}?lang=hi`)).text()).not.toBe(plain);
});
