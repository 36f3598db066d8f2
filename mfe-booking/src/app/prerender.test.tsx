import { setImmediate } from 'node:timers';
import { HOSPITAL } from 'contract/hospital';
import { fixtures, setupMockApi } from 'shared-ui/testing';
import { CONTENT_LAST_CHANGED, listPages, pagesShowing, renderPage } from './prerender';
import { pages } from './routes';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

// The forms ask the API for their departments, doctors, labs and tests.
setupMockApi();
const SITE_URL = 'https://www.example.in';
const api = { apiUrl: 'http://api.test', siteUrl: SITE_URL };
const render = (path: string) => renderPage({ path, lang: 'en' }, api);

describe('prerender', () => {
  it('lists every page of the route table once in each language, Hindi under /hi', async () => {
    const listed = await listPages(api);
    const inEnglish = listed.filter((page) => page.lang === 'en').map((page) => page.path);
    expect([...inEnglish].sort()).toEqual(Object.keys(pages).sort());
    expect(listed.filter((page) => page.lang === 'hi').map((page) => page.path)).toEqual(
      inEnglish.map((path) => `/hi${path}`),
    );
  });

  it('renders a Hindi page in Hindi, from Hindi answers, its robots as its English twin', async () => {
    const page = await renderPage({ path: '/hi/blood-test', lang: 'hi' }, api);
    expect(page.html).toContain('लैब जाँच बुक करें');
    expect(Object.keys(page.data)).toContain('["labs","hi"]');
    expect(page.meta.robots).toBe('index, follow');
    expect((await renderPage({ path: '/hi/login', lang: 'hi' }, api)).meta.robots).toBe('noindex');
  });

  it('gives no two of its pages, in either language, the same title or description', async () => {
    const metas = await Promise.all((await listPages(api)).map(async (page) => (await renderPage(page, api)).meta));
    const titles = metas.map((meta) => meta.title);
    const descriptions = metas.map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('lets search engines index the booking and contact pages only', async () => {
    for (const path of ['/appointment', '/blood-test', '/contact']) {
      expect((await render(path)).meta).toMatchObject({ robots: 'index, follow', lastmod: CONTENT_LAST_CHANGED });
    }
    for (const path of ['/login', '/register', '/manage-booking', '/account', '/account/reset-password']) {
      expect((await render(path)).meta.robots).toBe('noindex');
    }
  });

  it('renders a form with its choices from the API and how to book without JavaScript', async () => {
    const page = await render('/blood-test');
    expect(page.meta.title).toBe('Book a Blood Test | Aravali Care Hospital');
    expect(page.html).toContain('<h1');
    expect(page.html).toMatch(/<noscript>.*tel:\+911294000000/s);
    expect(page.html).toContain(HOSPITAL.supportPhone);
    expect(Object.keys(page.data)).toContain('["labs","en"]');
  });

  it('offers each lab test at its price in rupees, from its lab', async () => {
    const { meta } = await render('/blood-test');
    const tests = meta.jsonLd.filter((node) => node['@type'] === 'MedicalTest');
    expect(tests).toHaveLength(fixtures.labTests.length);
    expect(tests[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalTest',
      name: 'Complete Blood Count (CBC)',
      url: `${SITE_URL}/blood-test`,
      offers: {
        '@type': 'Offer',
        price: 350,
        priceCurrency: 'INR',
        url: `${SITE_URL}/blood-test`,
        offeredBy: {
          '@type': 'DiagnosticLab',
          name: 'Central Laboratory',
          parentOrganization: { '@type': 'Hospital', '@id': `${SITE_URL}/#hospital`, name: HOSPITAL.name },
        },
      },
    });
    expect(meta.jsonLd.at(-1)?.['@type']).toBe('BreadcrumbList');
  });

  it('gives the contact page the hospital, and every other page its trail only', async () => {
    const contact = (await render('/contact')).meta.jsonLd;
    expect(contact.map((node) => node['@type'])).toEqual(['Hospital', 'BreadcrumbList']);
    expect(contact[0]).toMatchObject({ name: HOSPITAL.name, email: HOSPITAL.email });
    for (const path of ['/appointment', '/login', '/account/confirm']) {
      expect((await render(path)).meta.jsonLd.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    }
  });

  it('renders the account page as it shows before the API has said who is signed in: the invitation and the check', async () => {
    const page = await render('/account');
    const html = document.createElement('div');
    html.innerHTML = page.html;
    // CSS shows one of them, by whether someone was signed in on this browser (MyAccount).
    expect(html.querySelector('h2')).toHaveTextContent('Please sign in');
    expect(html.querySelector('a[href="/login"]')).toHaveTextContent('Sign in');
    expect(html.querySelector('[role="status"]')).toHaveTextContent('Checking whether you are signed in...');
    expect(page.data).toEqual({});
  });
});

const showing = async (...subjects: string[]) =>
  (await pagesShowing(subjects, await listPages(api))).map((page) => page.path).sort();

describe('the pages a catalogue change shows in (rendered again by the page server)', () => {
  it('renders the appointment form for a doctor, the lab page for a test or a package, in both languages', async () => {
    expect(await showing('doctor:3')).toEqual(['/appointment', '/hi/appointment']);
    expect(await showing('test:2', 'package:full-body-health-checkup')).toEqual(['/blood-test', '/hi/blood-test']);
  });

  it("renders every page for the hospital's facts", async () => {
    expect(await showing('hospital')).toEqual((await listPages(api)).map((page) => page.path).sort());
  });
});
