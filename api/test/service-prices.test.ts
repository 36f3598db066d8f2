/**
 * Issue 43, finding 5: a rupee figure in a service's texts is a price something bookable has. Every
 * text of every service, in every language, as the API serves it, is read; each figure (₹ or Rs)
 * must be the price of a care package or a lab test, and home care quotes what its visits cost.
 */
import type { CarePackage, LabTest, Service, ServicePage } from 'contract';
import { services } from '../src/db/seed/services';
import { serviceTextsHi } from '../src/db/seed/hindi';
import { carePackages } from '../src/db/seed/packages';
import { placeholdersIn, withPrices, withPricesDeep } from '../src/features/services/prices';
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const LANGUAGES = ['en', 'hi'] as const;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${api.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Every string anywhere in a value, so a new field cannot slip past the check. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** "₹1,200", "₹ 800", "Rs. 299", "Rs 1,500": the amounts, as whole rupees. */
const RUPEE_FIGURE = /(?:₹|\bRs\.?)\s*(\d[\d,]*)/gi;
const figuresIn = (text: string): number[] =>
  [...text.matchAll(RUPEE_FIGURE)].map((match) => Number((match[1] ?? '').replace(/,/g, '')));

/** Every text of every service in `language`: the list's name and description and the whole page. */
async function serviceTexts(language: string): Promise<{ slug: string; text: string }[]> {
  const list = await getJson<Service[]>(`/api/service/service-pages/?lang=${language}`);
  const found: { slug: string; text: string }[] = [];
  for (const service of list) {
    const page = await getJson<ServicePage>(`/api/service/service-page/${service.slug}/?lang=${language}`);
    for (const text of [...texts(service), ...texts(page)]) found.push({ slug: service.slug, text });
  }
  return found;
}

describe("the services' texts", () => {
  it.each(LANGUAGES)('in %s quote only prices that a package or a lab test has', async (language) => {
    const packages = await getJson<CarePackage[]>(`/api/package/packages/?lang=${language}`);
    const tests = await getJson<LabTest[]>(`/api/lab/lab-tests/?lang=${language}`);
    const prices = new Set([...packages.map((item) => item.price), ...tests.map((test) => test.test_price)]);

    const all = await serviceTexts(language);
    expect(all.length).toBeGreaterThan(100);
    const unbacked = all.flatMap(({ slug, text }) =>
      figuresIn(text)
        .filter((amount) => !prices.has(amount))
        .map((amount) => `${slug}: ₹${amount} in "${text}"`),
    );
    expect(unbacked).toEqual([]);
    // No placeholder reaches a reader unrendered.
    expect(all.filter(({ text }) => /\{(price|from):/.test(text))).toEqual([]);
  });

  it("quote home care's visits and attendant at what booking charges, in both languages", async () => {
    const [english] = await getJson<Service[]>('/api/service/service-pages/?lang=en').then((list) =>
      list.filter((service) => service.slug === 'home-care'),
    );
    expect(english?.description).toMatch(/Visits from ₹800\.$/);
    const page = await getJson<ServicePage>('/api/service/service-page/home-care/?lang=en');
    expect(page.hero_section?.badge_3).toBe('Visits from ₹800');
    expect(page.faqs?.find((faq) => faq.question === 'What does home care cost?')?.answer).toBe(
      "A nursing visit costs ₹800, a physiotherapy session ₹900, a doctor's visit ₹1,500 and a post-operative care visit ₹1,000; an attendant for 12 hours costs ₹1,200 a day. You receive a written estimate first.",
    );

    const hindi = await getJson<ServicePage>('/api/service/service-page/home-care/?lang=hi');
    expect(hindi.hero_section?.badge_3).toBe('विज़िट ₹800 से');
    expect(texts(hindi).join('\n')).toContain('अटेंडेंट ₹1,200 प्रति दिन');
    expect(texts(hindi).join('\n')).not.toContain('299');
  });
});

describe("the seed's service texts", () => {
  const seeded = services.flatMap((service) => [
    ...texts(service).map((text) => ({ slug: service.slug, text })),
    ...texts(serviceTextsHi[service.slug]).map((text) => ({ slug: service.slug, text })),
  ]);

  it('write no rupee figure of their own: a price comes from a priced item', () => {
    expect(seeded.filter(({ text }) => figuresIn(text).length > 0 || /rupee|रुपय/i.test(text))).toEqual([]);
  });

  it('name only priced items the seed has', () => {
    const placeholders = seeded.flatMap(({ text }) => placeholdersIn(text));
    expect(placeholders.length).toBeGreaterThan(0);
    for (const placeholder of placeholders) {
      expect(withPrices(placeholder, carePackages)).toMatch(/^₹[\d,]+$/);
    }
  });
});

describe('a price placeholder', () => {
  const packages = [
    { slug: 'home-nursing-visit', kind: 'home-care', price: 800, price_basis: 'visit' },
    { slug: 'home-doctor-visit', kind: 'home-care', price: 1500, price_basis: 'visit' },
    { slug: 'elderly-care-attendant', kind: 'home-care', price: 1200, price_basis: 'day' },
    { slug: 'diabetes-control-programme', kind: 'diabetes-programme', price: 125000, price_basis: 'programme' },
  ] as const;

  it("is the item's price, or the lowest of a kind on one basis, in Indian grouping", () => {
    expect(withPrices('Visits from {from:home-care/visit}.', packages)).toBe('Visits from ₹800.');
    expect(withPrices('An attendant {price:elderly-care-attendant} a day', packages)).toBe('An attendant ₹1,200 a day');
    expect(withPrices('{price:diabetes-control-programme}', packages)).toBe('₹1,25,000');
  });

  it('that no priced item answers takes its sentence with it, never leaving a figure without a price', () => {
    expect(withPrices('Care at home. Visits from {from:home-care/shift}. Call us.', packages)).toBe(
      'Care at home. Call us.',
    );
    expect(withPrices('नर्सिंग {price:gone} से शुरू। हमें कॉल करें।', packages)).toBe('हमें कॉल करें।');
    expect(withPrices('From {price:gone}', packages)).toBe('');
  });

  it('is rendered throughout a page, leaving everything else as it is', () => {
    const page = { hero: { badge: 'From {price:home-nursing-visit}', id: 3 }, points: [{ point: 'No figure' }] };
    expect(withPricesDeep(page, packages)).toEqual({
      hero: { badge: 'From ₹800', id: 3 },
      points: [{ point: 'No figure' }],
    });
  });
});
