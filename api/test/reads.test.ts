import type { Department, Doctor, Lab, LabTest, Service, ServicePage } from 'contract';
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

async function getJson<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const REQUIRED_SLUGS = [
  'accident-and-emergency',
  'diabetes-and-endocrinology',
  'home-care',
  'full-body-health-checkup',
  'cardiology',
  'orthopaedics',
  'dental-medicine',
  'bariatric-surgery',
];

describe('readiness', () => {
  test('GET /api/health answers ok once the database answers', async () => {
    const { status, body } = await getJson<{ status: string }>('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });
});

describe('compression', () => {
  test('the catalogue answers compressed to a browser that accepts it, and reads the same', async () => {
    const plain = await fetch(`${api.baseUrl}/api/doctor/doctor?lang=en`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const compressed = await fetch(`${api.baseUrl}/api/doctor/doctor?lang=en`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.json()).toEqual(await plain.json());
  });
});

describe('services', () => {
  test('GET /api/service/service-pages/ lists every service with its banner', async () => {
    const { status, body, headers } = await getJson<Service[]>('/api/service/service-pages/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=15');
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.map((service) => service.slug)).toEqual(expect.arrayContaining(REQUIRED_SLUGS));
    for (const service of body) {
      expect(Object.keys(service).sort()).toEqual([
        'department',
        'description',
        'id',
        'name',
        'service_banner',
        'slug',
      ]);
      expect(service.service_banner).toMatch(/^services\/[a-z0-9-]+\.svg$/);
      expect(service.description.length).toBeGreaterThan(40);
    }
  });

  test.each(REQUIRED_SLUGS)('the %s page fills every section a service page has', async (slug) => {
    const { status, body: page } = await getJson<ServicePage>(`/api/service/service-page/${slug}/`);
    expect(status).toBe(200);
    expect(page.slug).toBe(slug);
    expect(page.name).toBeTruthy();
    const hero = page.hero_section;
    expect(hero).not.toBeNull();
    for (const field of ['title', 'subtitle', 'description', 'badge_1', 'badge_2', 'badge_3', 'badge_4'] as const) {
      expect(hero?.[field]).toBeTruthy();
    }
    expect(hero?.image_1).toMatch(/^services\/.+\.svg$/);
    expect(hero?.image_2).toMatch(/^services\/.+\.svg$/);
    expect(page.why_choose_us_sections.length).toBeGreaterThan(0);
    for (const card of page.why_choose_us_sections) {
      expect(card.id).toEqual(expect.any(Number));
      expect(card.points.length).toBeGreaterThan(4);
    }
    expect(page.service_details.length).toBeGreaterThan(6);
    expect(page.service_details.every((detail) => detail.title && detail.intro_text && detail.points.length > 0)).toBe(
      true,
    );
    expect(page.technologies.length).toBeGreaterThan(5);
    expect(page.support_services.length).toBeGreaterThan(0);
    expect(page.when_needed_conditions.length).toBeGreaterThan(0);
    expect(page.leader_points.length).toBeGreaterThan(0);
    // No outcome figures or case counts the hospital has not supplied (issue 17).
    expect(page).not.toHaveProperty('statistics');
    expect(page.faqs.length).toBeGreaterThan(4);
    expect(page.cta_section).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      emergency_contact: expect.any(String),
      button_text: expect.any(String),
      action: expect.stringMatching(/^(call|book)$/),
    });
  });

  test('an unknown service page is a 404 with a detail and its code', async () => {
    const { status, body } = await getJson<{ detail: string }>('/api/service/service-page/astrology/');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: 'Not found.', message: 'Not found.', code: 'notFound' });
  });
});

describe('doctors and departments', () => {
  test('GET /api/doctor/doctor lists doctors with their department as an object', async () => {
    const { status, body } = await getJson<Doctor[]>('/api/doctor/doctor');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(new Set(body.map((doctor) => doctor.department.id)).size).toBeGreaterThanOrEqual(6);
    for (const doctor of body) {
      expect(doctor).toEqual({
        id: expect.any(Number),
        doctor_name: expect.any(String),
        image: expect.stringMatching(/^doctors\/.+\.svg$/),
        about: expect.any(String),
        department: { id: expect.any(Number), department_name: expect.any(String), slug: expect.any(String) },
        slug: expect.stringMatching(/^dr-[a-z-]+$/),
        languages: expect.arrayContaining(['hi', 'en']),
        opd_days: expect.any(Array),
      });
      expect(doctor.about.length).toBeGreaterThan(60);
    }
  });

  test('?department= keeps only that department’s doctors', async () => {
    const { body: all } = await getJson<Doctor[]>('/api/doctor/doctor');
    const { body: cardiology } = await getJson<Doctor[]>('/api/doctor/doctor?department=1');
    expect(cardiology.length).toBeGreaterThan(0);
    expect(cardiology.length).toBeLessThan(all.length);
    expect(cardiology.every((doctor) => doctor.department.id === 1)).toBe(true);
  });

  test('a department filter that is not an id is a 400 naming the field', async () => {
    const { status, body } = await getJson<{ errors: Record<string, string> }>('/api/doctor/doctor?department=abc');
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('department');
  });

  test('GET /api/doctor/department/ lists departments', async () => {
    const { status, body } = await getJson<Department[]>('/api/doctor/department/');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body[0]).toEqual({ id: expect.any(Number), department_name: 'Cardiology', slug: 'cardiology' });
  });
});

describe('labs and tests', () => {
  test('GET /api/lab/lab/ lists the labs and which collect samples at home', async () => {
    const { status, body } = await getJson<Lab[]>('/api/lab/lab/');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: expect.any(Number), lab_name: 'Central Pathology Lab', home_collection: true },
      { id: expect.any(Number), lab_name: 'Aravali Diagnostics and Imaging', home_collection: false },
    ]);
  });

  test('GET /api/lab/lab-tests/ lists priced tests, each in a real lab', async () => {
    const { body: labs } = await getJson<Lab[]>('/api/lab/lab/');
    const { status, body } = await getJson<LabTest[]>('/api/lab/lab-tests/');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(25);
    // Home collection is an option of a booking, no longer a lab of "… at Home" tests.
    expect(body.filter((test) => /at home/i.test(test.test_name))).toEqual([]);
    const labIds = new Set(labs.map((lab) => lab.id));
    for (const test of body) {
      expect(Object.keys(test).sort()).toEqual(['id', 'lab', 'test_name', 'test_price']);
      expect(labIds.has(test.lab)).toBe(true);
      expect(Number.isInteger(test.test_price) && test.test_price > 0).toBe(true);
    }
    const names = body.map((test) => test.test_name).join(' | ');
    for (const expected of ['CBC', 'HbA1c', 'Thyroid', 'Lipid', 'LFT', 'KFT', 'Vitamin D']) {
      expect(names).toContain(expected);
    }
  });
});

describe('media', () => {
  test('every image the API names is served under /media/ as a small SVG', async () => {
    const { body: doctors } = await getJson<Doctor[]>('/api/doctor/doctor');
    const { body: services } = await getJson<Service[]>('/api/service/service-pages/');
    const heroImages: string[] = [];
    for (const service of services) {
      const { body: page } = await getJson<ServicePage>(`/api/service/service-page/${service.slug}/`);
      heroImages.push(page.hero_section?.image_1 ?? '', page.hero_section?.image_2 ?? '');
    }
    const paths = [
      ...doctors.map((doctor) => doctor.image ?? ''),
      ...services.map((service) => service.service_banner ?? ''),
      ...heroImages,
    ];
    for (const path of paths) {
      const response = await fetch(`${api.baseUrl}/media/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const body = await response.text();
      expect(body.startsWith('<svg')).toBe(true);
      expect(body.length).toBeLessThan(20_000);
    }
  });

  test('nothing outside the media folder is reachable', async () => {
    for (const path of ['/media/../package.json', '/media/%2e%2e/package.json', '/media/', '/media/doctors/']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('unknown routes', () => {
  test('answer 404 JSON', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found.', code: 'notFound' });
  });

  test('paths are kept exactly as the existing backend has them, trailing slash included', async () => {
    expect((await fetch(`${api.baseUrl}/api/service/service-pages`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/doctor/doctor/`)).status).toBe(404);
  });
});
