import { pageMetaFrom } from '../federation/types';
import { defineMessages } from '../i18n/defineMessages';
import { hospitalJsonLd } from '../structured-data';
import { breadcrumbTrail, searchMetaOf } from './searchMeta';

const SITE_URL = 'https://www.example.in';
const Page = () => null;
const servicesMessages = defineMessages({
  en: { heading: 'Our Services', metaDescription: 'Every service' },
  hi: async () => ({ default: { heading: 'हमारी सेवाएँ', metaDescription: 'हर सेवा' } }),
});
const pages = {
  '/': async () => ({ default: Page, meta: { title: 'Multispeciality Hospital', description: 'The hospital' } }),
  '/services': async () => ({
    default: Page,
    meta: pageMetaFrom(servicesMessages, (texts) => ({ title: texts.heading, description: texts.metaDescription })),
  }),
  '/services/:serviceSlug': async () => ({ default: Page, meta: { title: 'Service', description: 'A service' } }),
  '/account/confirm': async () => ({ default: Page, meta: { title: 'Confirm', description: 'Confirm' } }),
};
const cardiology = {
  title: 'Cardiology | Aravali Care Hospital',
  name: 'Cardiology',
  description: 'Heart care in Faridabad.',
};

describe('breadcrumbTrail', () => {
  it("is home, the route table's pages the path lies under, then the page", async () => {
    expect(await breadcrumbTrail(pages, { path: '/services/cardiology', lang: 'en' }, 'Cardiology')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Our Services', path: '/services' },
      { name: 'Cardiology', path: '/services/cardiology' },
    ]);
  });

  it('skips a segment that is no page', async () => {
    expect(await breadcrumbTrail(pages, { path: '/account/confirm', lang: 'en' }, 'Confirm')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Confirm', path: '/account/confirm' },
    ]);
  });

  it("keeps a Hindi page's trail on Hindi addresses, each step named in Hindi", async () => {
    expect(await breadcrumbTrail(pages, { path: '/hi/services/cardiology', lang: 'hi' }, 'हृदय रोग')).toEqual([
      { name: 'होम', path: '/hi' },
      { name: 'हमारी सेवाएँ', path: '/hi/services' },
      { name: 'हृदय रोग', path: '/hi/services/cardiology' },
    ]);
  });
});

describe('searchMetaOf', () => {
  const input = {
    pages,
    page: { path: '/services/cardiology', lang: 'en' as const },
    rendered: cardiology,
    siteUrl: SITE_URL,
    lastmod: '2026-11-25',
  };

  it("carries the live page's title and description, the page's nodes and its trail, absolute", async () => {
    const hospital = hospitalJsonLd('en', SITE_URL);
    const meta = await searchMetaOf({ ...input, jsonLd: [hospital, null] });
    expect(meta).toMatchObject({
      title: 'Cardiology | Aravali Care Hospital',
      description: 'Heart care in Faridabad.',
      robots: 'index, follow',
      lastmod: '2026-11-25',
      card: { title: 'Cardiology', subtitle: 'Heart care in Faridabad.' },
    });
    expect(meta.jsonLd.map((node) => node['@type'])).toEqual(['Hospital', 'BreadcrumbList']);
    expect(meta.jsonLd[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Our Services', item: `${SITE_URL}/services` },
      { '@type': 'ListItem', position: 3, name: 'Cardiology', item: `${SITE_URL}/services/cardiology` },
    ]);
  });

  it('gives home no trail, and takes the robots and card subtitle it is given', async () => {
    const home = await searchMetaOf({
      ...input,
      page: { path: '/', lang: 'en' },
      rendered: { ...cardiology, name: 'Multispeciality Hospital' },
      robots: 'noindex, follow',
      subtitle: 'Faridabad',
    });
    expect(home.jsonLd).toEqual([]);
    expect(home.robots).toBe('noindex, follow');
    expect(home.card).toEqual({ title: 'Multispeciality Hospital', subtitle: 'Faridabad' });
  });
});
