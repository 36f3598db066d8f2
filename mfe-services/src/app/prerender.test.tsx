import { setImmediate } from 'node:timers';
import { http, HttpResponse } from 'msw';
import type { DoctorProfile } from 'contract';
import { apiPath, fixtures, setupMockApi } from 'shared-ui/testing';
import { CONTENT_LAST_CHANGED, listPages, pagesShowing, renderPage } from './prerender';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

const server = setupMockApi();
const SITE_URL = 'https://www.example.in';
const PUBLIC_API = 'https://api.hospital.example';
const api = { apiUrl: 'http://api.test', publicApiUrl: PUBLIC_API, siteUrl: SITE_URL };
const render = (path: string) => renderPage({ path, lang: 'en' }, api);
const types = (jsonLd: readonly { '@type': string }[]) => jsonLd.map((node) => node['@type']);

const [doctor] = fixtures.doctors;
if (!doctor) throw new Error('the fixtures have a doctor');
const profile: DoctorProfile = {
  ...doctor,
  qualifications: [],
  registration: null,
  years_of_practice: null,
  fee: { in_person: 800, online: 600 },
  timetable: [],
  exceptions: [],
};
const cardiology = fixtures.servicePages.cardiology;
if (!cardiology) throw new Error('the fixtures have the cardiology page');

beforeEach(() => {
  server.use(
    http.get(apiPath('/api/doctor/doctors/:slug/'), ({ params }) =>
      params.slug === profile.slug ? HttpResponse.json(profile) : HttpResponse.json({}, { status: 404 }),
    ),
    http.get(apiPath('/api/doctor/availability/'), () => HttpResponse.json([])),
  );
});

describe('prerender', () => {
  it('lists the lists, the services and every doctor', async () => {
    const paths = (await listPages(api)).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/services', '/services/cardiology', '/our-doctor', `/our-doctor/${profile.slug}`]),
    );
  });

  it("gives a service's page its department's specialty and its trail, claiming no review", async () => {
    const { meta } = await render('/services/cardiology');
    expect(meta).toMatchObject({
      title: 'Cardiology | Aravali Care Hospital',
      description: cardiology.hero_section?.description,
      lastmod: CONTENT_LAST_CHANGED,
      card: { title: 'Cardiology', subtitle: 'Heart care in Faridabad, day and night' },
    });
    expect(types(meta.jsonLd)).toEqual(['MedicalWebPage', 'MedicalOrganization', 'BreadcrumbList']);
    const [healthPage, department, trail] = meta.jsonLd;
    expect(healthPage).toMatchObject({
      url: `${SITE_URL}/services/cardiology`,
      specialty: ['https://schema.org/Cardiovascular'],
      dateModified: CONTENT_LAST_CHANGED,
    });
    expect(healthPage).not.toHaveProperty('lastReviewed');
    expect(healthPage).not.toHaveProperty('about');
    expect(department).toMatchObject({ name: 'Cardiology', medicalSpecialty: ['https://schema.org/Cardiovascular'] });
    expect(trail?.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home', item: `${SITE_URL}/` }),
      expect.objectContaining({ name: 'Our Services', item: `${SITE_URL}/services` }),
      expect.objectContaining({ name: 'Cardiology', item: `${SITE_URL}/services/cardiology` }),
    ]);
  });

  it('names an operation a MedicalProcedure, what its page is about', async () => {
    const bariatric = { ...cardiology, name: 'Bariatric Surgery', slug: 'bariatric-surgery', department: null };
    server.use(http.get(apiPath('/api/service/service-page/bariatric-surgery/'), () => HttpResponse.json(bariatric)));
    const { meta } = await render('/services/bariatric-surgery');
    // No department: no specialty is claimed for it.
    expect(types(meta.jsonLd)).toEqual(['MedicalWebPage', 'BreadcrumbList']);
    expect(meta.jsonLd[0]?.about).toEqual({
      '@type': 'MedicalProcedure',
      name: 'Bariatric Surgery',
      url: `${SITE_URL}/services/bariatric-surgery`,
      procedureType: 'https://schema.org/SurgicalProcedure',
    });
  });

  it("gives a doctor's page the Physician, with the photo where visitors fetch it and no credential unsent", async () => {
    const { meta } = await render(`/our-doctor/${profile.slug}`);
    expect(meta.title).toBe(`${profile.doctor_name} | Aravali Care Hospital`);
    expect(meta.card).toEqual({ title: profile.doctor_name, subtitle: profile.department.department_name });
    expect(types(meta.jsonLd)).toEqual(['Physician', 'BreadcrumbList']);
    const [physician, trail] = meta.jsonLd;
    expect(physician).toMatchObject({
      name: profile.doctor_name,
      url: `${SITE_URL}/our-doctor/${profile.slug}`,
      image: `${PUBLIC_API}/media/${profile.image}`,
      medicalSpecialty: ['https://schema.org/Cardiovascular'],
    });
    expect(physician).not.toHaveProperty('hasCredential');
    expect(physician).not.toHaveProperty('identifier');
    expect(trail?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, item: `${SITE_URL}/our-doctor` }),
      expect.objectContaining({ position: 3, name: profile.doctor_name }),
    ]);
  });

  it('gives the lists their trail only', async () => {
    for (const path of ['/services', '/our-doctor']) {
      expect(types((await render(path)).meta.jsonLd)).toEqual(['BreadcrumbList']);
    }
  });

  it('lists the services, each service, the doctors and each doctor in English and at their /hi addresses', async () => {
    const listed = await listPages(api);
    const english = listed.filter((page) => page.lang === 'en').map((page) => page.path);
    expect(english).toEqual(
      expect.arrayContaining([
        '/services',
        '/services/cardiology',
        '/our-doctor',
        `/our-doctor/${fixtures.doctors[0]?.slug}`,
      ]),
    );
    expect(listed.filter((page) => page.lang === 'hi').map((page) => page.path)).toEqual(
      english.map((path) => `/hi${path}`),
    );
  });

  it("renders a service's Hindi page from the API's Hindi answer, under its slug", async () => {
    const page = await renderPage({ path: '/hi/services/cardiology', lang: 'hi' }, api);
    expect(Object.keys(page.data).some((key) => key.includes('cardiology') && key.includes('"hi"'))).toBe(true);
    expect(page.meta.title).toContain('Cardiology');
    expect((await renderPage({ path: '/hi/services', lang: 'hi' }, api)).html).toContain('हमारी सेवाएँ');
  });

  it('titles and describes its lists in Hindi at their /hi addresses, and names them so in a trail', async () => {
    for (const [path, title] of [
      ['/services', 'हमारी सेवाएँ'],
      ['/our-doctor', 'हमारे डॉक्टर'],
    ] as const) {
      const { meta } = await renderPage({ path: `/hi${path}`, lang: 'hi' }, api);
      expect(meta.title).toBe(`${title} | Aravali Care Hospital`);
      expect(meta.description).not.toBe((await render(path)).meta.description);
    }
    const { meta } = await renderPage({ path: '/hi/services/cardiology', lang: 'hi' }, api);
    expect(meta.jsonLd.at(-1)?.itemListElement).toContainEqual(
      expect.objectContaining({ name: 'हमारी सेवाएँ', item: `${SITE_URL}/hi/services` }),
    );
  });

  describe('a department with doctors and no service page', () => {
    const paediatrics = { id: 10, department_name: 'Paediatrics', slug: 'paediatrics' };
    const paediatrician = {
      ...doctor,
      id: 14,
      doctor_name: 'Dr. Shalini Kaushik',
      slug: 'dr-shalini-kaushik',
      department: paediatrics,
    };
    beforeEach(() => {
      server.use(
        http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
          const hindi = new URL(request.url).searchParams.get('lang') === 'hi';
          const department = hindi ? { ...paediatrics, department_name: 'बाल रोग' } : paediatrics;
          return HttpResponse.json([...fixtures.doctors, { ...paediatrician, department }]);
        }),
        http.get(apiPath('/api/doctor/department/'), ({ request }) => {
          const hindi = new URL(request.url).searchParams.get('lang') === 'hi';
          return HttpResponse.json([
            ...fixtures.departments,
            hindi ? { ...paediatrics, department_name: 'बाल रोग' } : paediatrics,
          ]);
        }),
      );
    });

    it('is listed in both languages, and no department a service page covers is', async () => {
      const paths = (await listPages(api)).map((page) => page.path);
      expect(paths).toEqual(expect.arrayContaining(['/departments/paediatrics', '/hi/departments/paediatrics']));
      expect(paths.filter((path) => path.includes('/departments/'))).toHaveLength(2);
    });

    it('is served with its doctors, named and described in its language, its free times left to the browser', async () => {
      const english = await render('/departments/paediatrics');
      expect(english.meta.title).toBe('Paediatrics | Aravali Care Hospital');
      expect(english.meta.description).toBe(
        'Paediatrics: our doctors, their OPD days and next free appointment times.',
      );
      expect(english.html).toContain('Dr. Shalini Kaushik');
      expect(english.html).toContain('/appointment?department=10');
      expect(english.html).toContain('Finding the next free time...');
      expect(types(english.meta.jsonLd)).toEqual(['MedicalWebPage', 'BreadcrumbList']);
      expect(english.meta.jsonLd[0]).toMatchObject({ specialty: ['https://schema.org/Pediatric'] });
      const hindi = await renderPage({ path: '/hi/departments/paediatrics', lang: 'hi' }, api);
      expect(hindi.meta.title).toBe('बाल रोग | Aravali Care Hospital');
      expect(hindi.html).toContain('हमारे बाल रोग के डॉक्टर');
    });
  });
});

const showing = async (...subjects: string[]) =>
  (await pagesShowing(subjects, await listPages(api), api)).map((page) => page.path).sort();

describe('a doctor’s page that is a page no more (issue 48)', () => {
  const FORMER = [
    { doctor: 9, slug: 'dr-old-name', status: 301, to: 'dr-new-name' },
    { doctor: 8, slug: 'dr-retired', status: 410, department: { slug: 'cardiology' } },
  ];
  beforeEach(() => {
    server.use(
      http.get(apiPath('/api/doctor/former/'), () => HttpResponse.json(FORMER)),
      http.get(apiPath('/api/doctor/doctors/dr-retired/'), () =>
        HttpResponse.json(
          {
            message: 'This doctor no longer sees patients at the hospital.',
            code: 'doctorRetired',
            params: { department: 'Cardiology', department_slug: 'cardiology' },
          },
          { status: 410 },
        ),
      ),
    );
  });

  it('is listed in both languages, and rendered again when its doctor changes', async () => {
    const paths = (await listPages(api)).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/our-doctor/dr-old-name', '/hi/our-doctor/dr-old-name', '/our-doctor/dr-retired']),
    );
    expect(await showing('doctor:9')).toEqual(
      expect.arrayContaining(['/our-doctor/dr-old-name', '/hi/our-doctor/dr-old-name']),
    );
    expect(await showing('doctor:8')).toEqual(expect.arrayContaining(['/our-doctor/dr-retired']));
  });

  it('a renamed doctor’s old address: no HTML, 301 to the address now in the page’s language', async () => {
    const { html, meta } = await renderPage({ path: '/hi/our-doctor/dr-old-name', lang: 'hi' }, api);
    expect(html).toBe('');
    expect(meta).toMatchObject({ status: 301, location: '/hi/our-doctor/dr-new-name', robots: 'noindex' });
  });

  it('a retired doctor’s page: 410, not indexed, leading to the department and every doctor', async () => {
    const { html, meta } = await render('/our-doctor/dr-retired');
    expect(meta).toMatchObject({ status: 410, robots: 'noindex, follow', jsonLd: [] });
    expect(meta.card).toBeUndefined();
    expect(html).toContain('This doctor no longer practises here');
    expect(html).toContain('href="/services/cardiology"');
    expect(html).toContain('href="/our-doctor"');
  });
});

describe('the pages a catalogue change shows in (rendered again by the page server)', () => {
  it("renders a doctor's own page in both languages, the doctors list and their department's page", async () => {
    expect(await showing('doctor:1')).toEqual(
      [
        '/hi/our-doctor',
        '/hi/our-doctor/dr-anil-sharma',
        '/hi/services/cardiology',
        '/our-doctor',
        '/our-doctor/dr-anil-sharma',
        '/services/cardiology',
      ].sort(),
    );
  });

  it('renders every department and service page for a doctor no longer listed (retired)', async () => {
    const paths = await showing('doctor:999');
    expect(paths).toEqual(expect.arrayContaining(['/our-doctor', '/services/cardiology', '/services/neurology']));
    expect(paths.some((path) => path.startsWith('/our-doctor/'))).toBe(false);
  });

  it("renders the services' pages, whose texts carry prices, for a package or a test, and no doctor's", async () => {
    const paths = await showing('package:full-body-health-checkup', 'test:3');
    expect(paths).toEqual(expect.arrayContaining(['/services', '/services/cardiology', '/hi/services/neurology']));
    expect(paths.some((path) => path.includes('/our-doctor'))).toBe(false);
  });

  it("renders every page for the hospital's facts, or a subject it does not know", async () => {
    const every = (await listPages(api)).map((page) => page.path).sort();
    expect(await showing('hospital')).toEqual(every);
    expect(await showing('doctor:1', 'room:4')).toEqual(every);
  });
});
