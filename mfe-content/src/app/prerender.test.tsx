import { setImmediate } from 'node:timers';
import { HOSPITAL } from 'contract/hospital';
import { setupMockApi } from 'shared-ui/testing';
import { postTexts } from '../components/blog-posts';
import { TOPIC_PAGES_REVIEWED } from '../components/content-review';
import { CONTENT_LAST_CHANGED, listPages, pagesShowing, renderPage } from './prerender';

// React's Node renderer schedules its work with setImmediate, which jest's jsdom hides.
Object.assign(globalThis, { setImmediate });

// The topic pages ask the API for their packages and departments.
setupMockApi();
const SITE_URL = 'https://www.example.in';
const api = { apiUrl: 'http://api.test', siteUrl: SITE_URL };
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const types = (jsonLd: readonly { '@type': string }[]) => jsonLd.map((node) => node['@type']);

describe('prerender', () => {
  it('lists every page once, each article at its own address, none of the old article paths', async () => {
    const paths = (await listPages(api)).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/blog', '/blog/air-pollution-and-your-lungs']));
    expect(paths).not.toContain('/blogpage');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    // Every page in Hindi too, at its /hi address.
    expect(paths).toEqual(expect.arrayContaining(['/hi', '/hi/about', '/hi/blog/air-pollution-and-your-lungs']));
    expect(paths.filter((path) => path.startsWith('/hi'))).toHaveLength(paths.length / 2);
  });

  it("gives the home page's counters their figures in the server's HTML, not the 0 they count up from", async () => {
    const { html } = await renderPage({ path: '/', lang: 'en' }, api);
    const shown = [...html.matchAll(/<dd[^>]*><span aria-hidden="true">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(shown).toEqual(expect.arrayContaining(['50', '550']));
    expect(shown).not.toContain('0');
  });

  it('renders a Hindi page in Hindi, its links to Hindi pages', async () => {
    const page = await renderPage({ path: '/hi/about', lang: 'hi' }, api);
    expect(page.html).toContain('हमारे बारे में');
    expect(page.html).toMatch(/href="\/hi\//);
    expect(page.html).not.toMatch(/href="\/(?!hi\b)[a-z]/);
  });

  it('titles, describes and trails a Hindi page in Hindi, from the texts its body shows', async () => {
    const { meta } = await renderPage({ path: '/hi/blog/air-pollution-and-your-lungs', lang: 'hi' }, api);
    const article = (await postTexts.loadHindi())?.['air-pollution-and-your-lungs'];
    expect(meta).toMatchObject({
      title: `${article?.title} | Aravali Care Hospital`,
      description: article?.description,
      card: { title: article?.title },
    });
    expect(meta.jsonLd.at(-1)?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: `${SITE_URL}/hi` },
      { '@type': 'ListItem', position: 2, name: 'ब्लॉग', item: `${SITE_URL}/hi/blog` },
      {
        '@type': 'ListItem',
        position: 3,
        name: article?.title,
        item: `${SITE_URL}/hi/blog/air-pollution-and-your-lungs`,
      },
    ]);
  });

  it('gives no two of its pages, in either language, the same title or description', async () => {
    const metas = await Promise.all((await listPages(api)).map(async (page) => (await renderPage(page, api)).meta));
    const titles = metas.map((meta) => meta.title);
    const descriptions = metas.map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('renders a page with the title the live page sets, its trail and its card', async () => {
    const page = await renderPage({ path: '/about', lang: 'en' }, api);
    expect(page.html).toContain('<h1');
    expect(page.meta).toMatchObject({
      title: 'About Us | Aravali Care Hospital',
      robots: 'index, follow',
      lastmod: CONTENT_LAST_CHANGED,
      card: { title: 'About Us', subtitle: page.meta.description },
    });
    expect(page.meta.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'About Us', item: `${SITE_URL}/about` },
        ],
      },
    ]);
  });

  it('describes the hospital on home, with no trail', async () => {
    const { meta } = await renderPage({ path: '/', lang: 'en' }, api);
    expect(types(meta.jsonLd)).toEqual(['Hospital']);
    expect(meta.jsonLd[0]).toMatchObject({
      name: HOSPITAL.name,
      telephone: HOSPITAL.supportPhone,
      geo: { latitude: HOSPITAL.location.latitude, longitude: HOSPITAL.location.longitude },
      url: `${SITE_URL}/`,
    });
  });

  it('gives the emergency page the hospital and marks it as health content, with the review its page shows', async () => {
    const { meta, html } = await renderPage({ path: '/emergency', lang: 'en' }, api);
    expect(types(meta.jsonLd)).toEqual(['Hospital', 'MedicalWebPage', 'BreadcrumbList']);
    const healthPage = meta.jsonLd[1];
    expect(healthPage).toMatchObject({
      url: `${SITE_URL}/emergency`,
      dateModified: CONTENT_LAST_CHANGED,
      lastReviewed: TOPIC_PAGES_REVIEWED,
    });
    const dates = parse(html).querySelectorAll('time');
    expect([...dates].map((date) => date.getAttribute('datetime'))).toEqual([TOPIC_PAGES_REVIEWED, '2027-11-24']);
  });

  it('marks the health topics as health content and the other pages with their trail only', async () => {
    for (const path of ['/homecare', '/healthcheck', '/diabetes']) {
      const { meta, html } = await renderPage({ path, lang: 'en' }, api);
      expect(types(meta.jsonLd)).toEqual(['MedicalWebPage', 'BreadcrumbList']);
      expect(meta.jsonLd[0]).toMatchObject({ lastReviewed: TOPIC_PAGES_REVIEWED });
      expect(parse(html).querySelector('dl:has(time)')?.textContent).toBe(
        'Page last reviewed:24 November 2026Next review due:24 November 2027',
      );
    }
    for (const path of ['/faq', '/gallery', '/blog']) {
      expect(types((await renderPage({ path, lang: 'en' }, api)).meta.jsonLd)).toEqual(['BreadcrumbList']);
    }
  });

  it('dates an article by its last medical review in either language, under the blog in its trail', async () => {
    const page = await renderPage({ path: '/blog/air-pollution-and-your-lungs', lang: 'en' }, api);
    expect(page.meta.lastmod).toBe('2025-11-10');
    const hindi = await renderPage({ path: '/hi/blog/air-pollution-and-your-lungs', lang: 'hi' }, api);
    expect(hindi.meta.lastmod).toBe('2025-11-10');
    expect(page.html).toContain('Air Pollution and Your Lungs');
    const [healthPage, trail] = page.meta.jsonLd;
    // The dates the page shows, and the one schema.org has a property for.
    expect(parse(page.html).querySelector('dl:has(time)')?.textContent).toBe(
      'Page last reviewed:10 November 2025Next review due:10 November 2026',
    );
    expect(parse(hindi.html).querySelector('dl:has(time)')?.textContent).toBe(
      'पेज की पिछली समीक्षा:10 नवंबर 2025अगली समीक्षा की तारीख़:10 नवंबर 2026',
    );
    expect(healthPage).toMatchObject({
      '@type': 'MedicalWebPage',
      name: 'Air Pollution and Your Lungs',
      lastReviewed: '2025-11-10',
      url: `${SITE_URL}/blog/air-pollution-and-your-lungs`,
    });
    expect(trail?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, item: `${SITE_URL}/blog` }),
      expect.objectContaining({ position: 3, name: 'Air Pollution and Your Lungs' }),
    ]);
  });
});

const showing = async (...subjects: string[]) =>
  (await pagesShowing(subjects, await listPages(api))).map((page) => page.path).sort();

describe('the pages a catalogue change shows in (rendered again by the page server)', () => {
  it("renders home for a doctor, the packages' pages for a price, in both languages", async () => {
    expect(await showing('doctor:3')).toEqual(['/', '/hi']);
    expect(await showing('package:full-body-health-checkup')).toEqual([
      '/diabetes',
      '/healthcheck',
      '/hi/diabetes',
      '/hi/healthcheck',
      '/hi/homecare',
      '/homecare',
    ]);
  });

  it("renders every page for the hospital's facts", async () => {
    expect(await showing('hospital')).toEqual((await listPages(api)).map((page) => page.path).sort());
  });
});
