import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL } from '../../support/site';
import { expect, pageHeading, pageSettled, scrollTo, test } from '../../support/fixtures';

/**
 * The pictures a visitor meets on the doctors and service pages: every doctor's portrait loads and
 * sits whole in its frame on a phone, and every service shows pictures of its own.
 */

interface Doctor {
  id: number;
  doctor_name: string;
  image: string | null;
}
interface Service {
  slug: string;
  name: string;
}
interface ServicePage {
  hero_section?: { image_1?: string | null; image_2?: string | null };
}

const json = async <T>(request: APIRequestContext, path: string) =>
  (await (await request.get(`${API_URL}${path}`)).json()) as T;
const doctorsRegion = (page: Page) => page.getByRole('region', { name: 'Meet our specialists' });
const doctorCards = (page: Page) =>
  doctorsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('every doctor’s portrait loads, whole in its frame, and names the doctor', async ({ page, request }) => {
    const doctors = await json<Doctor[]>(request, '/api/doctor/doctor');
    await page.goto('/our-doctor');
    await expect(pageHeading(page)).toHaveText('Our Doctors');
    await pageSettled(page);
    const seen: string[] = [];
    for (;;) {
      for (const card of await doctorCards(page).all()) {
        const image = card.locator('img');
        await scrollTo(image);
        await loaded(image);
        const { natural, shown } = await image.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { natural: img.naturalWidth / img.naturalHeight, shown: box.width / box.height };
        });
        // The frame has the portrait's shape: nothing of the face is cut away to fill it.
        expect(shown).toBeCloseTo(natural, 2);
        expect((await image.boundingBox())?.width).toBeGreaterThanOrEqual(80);
        seen.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
      }
      const next = page.getByRole('navigation', { name: 'Pages of doctors' }).getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.tap();
      await pageSettled(page);
    }
    expect(seen).toEqual(doctors.map((doctor) => doctor.doctor_name));

    // The seeded portrait is a monogram that says whose it is, not a drawn face.
    for (const doctor of doctors.filter((candidate) => candidate.image)) {
      const svg = await (await request.get(`${API_URL}/media/${doctor.image}`)).text();
      expect(svg).toContain(`aria-label="${doctor.doctor_name}"`);
    }
  });
});

test('each service page shows two pictures of its own, unlike any other service’s', async ({ page, request }) => {
  const services = await json<Service[]>(request, '/api/service/service-pages/');
  const owners = new Map<string, string>();
  for (const service of services) {
    const response = await page.goto(`/services/${service.slug}`);
    // A service whose page is a topic page (/emergency, /homecare, ...) is redirected there.
    if (!new URL(page.url()).pathname.startsWith('/services/') || !response?.ok()) continue;
    await expect(pageHeading(page)).toHaveText(service.name);
    await pageSettled(page);
    const images = page.getByRole('main').locator('section[aria-labelledby="service-hero-title"] img');
    await expect(images).toHaveCount(2);
    const labels: string[] = [];
    for (const image of await images.all()) {
      await loaded(image);
      const src = (await image.getAttribute('src')) ?? '';
      const body = await (await request.get(src)).body();
      const digest = createHash('sha256').update(body).digest('hex');
      expect(owners.get(digest), `${src} is the same picture as one of ${owners.get(digest)}`).toBeUndefined();
      owners.set(digest, service.slug);
      const label = /aria-label="([^"]+)"/.exec(body.toString())?.[1] ?? '';
      expect(label.length).toBeGreaterThan(10);
      labels.push(label);
    }
    expect(labels[0]).not.toBe(labels[1]);
  }
  expect(owners.size).toBeGreaterThanOrEqual(4);
});

test('every service’s two hero pictures, served from /media/, are its own and described', async ({ request }) => {
  const services = await json<Service[]>(request, '/api/service/service-pages/');
  const owners = new Map<string, string>();
  for (const service of services) {
    const { hero_section: hero } = await json<ServicePage>(request, `/api/service/service-page/${service.slug}/`);
    const paths = [hero?.image_1, hero?.image_2];
    expect(paths).toEqual([expect.any(String), expect.any(String)]);
    for (const path of paths) {
      const response = await request.get(`${API_URL}/media/${path}`);
      expect(response.ok()).toBe(true);
      const body = await response.body();
      expect(body.length).toBeLessThan(4096);
      const digest = createHash('sha256').update(body).digest('hex');
      expect(owners.get(digest), `${path} repeats a picture of ${owners.get(digest)}`).toBeUndefined();
      owners.set(digest, service.slug);
      expect(body.toString()).toMatch(/role="img" aria-label="[^"]{10,}"/);
    }
  }
  expect(owners.size).toBe(services.length * 2);
});
