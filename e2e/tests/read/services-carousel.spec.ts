import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Service } from 'contract';
import { API_URL } from '../../support/site';
import { servicePagePath } from '../../support/sitePaths';
import { advance, pauseClockIn, queuedTasksRun } from '../../support/clock';
import { expect, pageHeading, test } from '../../support/fixtures';

/**
 * The services carousel on /services as a visitor meets it: its layout at each width, autoplay
 * with Pause, dots, arrows, keyboard, touch, and cards that go to their service once.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured services' });
const slide = (page: Page, index: number) =>
  carousel(page).getByRole('group', { name: new RegExp(`^${index} of \\d+$`) });
const dot = (page: Page, index: number) => carousel(page).getByRole('button', { name: `Go to slide ${index}` });

async function openServices(page: Page, { motion = true } = {}) {
  if (!motion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services');
  await expect(pageHeading(page)).toHaveText('Our Services');
  await expect(slide(page, 1)).toBeVisible();
}

/** Where the cards sit in the carousel's viewport (the box that clips the track). */
async function layoutOf(region: Locator) {
  return region.evaluate((element) => {
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) throw new Error('no carousel viewport');
    const cards = slides.map((item) => {
      const box = (item.firstElementChild as HTMLElement).getBoundingClientRect();
      return { left: box.left, right: box.right, width: box.width };
    });
    return { viewport: { left: viewport.left, right: viewport.right, width: viewport.width }, cards };
  });
}

/** Slides per view, gap (px) and centring by width, as the services carousel must show them. */
const LAYOUTS = [
  { width: 375, perView: 1.15, gap: 15, centred: true },
  { width: 480, perView: 1.25, gap: 15, centred: true },
  { width: 640, perView: 1.5, gap: 20, centred: true },
  { width: 768, perView: 2, gap: 20, centred: false },
  { width: 1024, perView: 3, gap: 25, centred: false },
] as const;

for (const expected of LAYOUTS) {
  test.describe(`at ${expected.width}px`, () => {
    test.use({ viewport: { width: expected.width, height: 900 } });

    test(`shows ${expected.perView} slides with ${expected.gap}px gaps${expected.centred ? ', centred' : ''}`, async ({
      page,
    }) => {
      await openServices(page, { motion: false });
      const { viewport, cards } = await layoutOf(carousel(page));
      const [first, second] = cards;
      if (!first || !second) throw new Error('fewer than two slides');
      expect(second.left - first.right).toBeCloseTo(expected.gap, 0);
      // As Swiper counts them: each card is (width - (perView - 1) × gap) / perView wide.
      expect((viewport.width + expected.gap) / (first.width + expected.gap)).toBeCloseTo(expected.perView, 2);
      if (expected.centred) {
        expect((first.left + first.right) / 2).toBeCloseTo(viewport.left + viewport.width / 2, 0);
      } else {
        expect(first.left).toBeCloseTo(viewport.left, 0);
      }
      // Nothing on the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(expected.width);
    });
  });
}

test.describe('autoplay', () => {
  test('advances every 3500 ms, goes on after the visitor moves it, and Pause stops it', async ({ page }) => {
    await page.clock.install();
    await openServices(page);
    await page.mouse.move(0, 0);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    // Past the first slide's 3500 ms, the clock stops: from the second slide on, time moves by the test.
    await pauseClockIn(page, 3600);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await advance(page, 3400);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await advance(page, 100);
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');

    // The visitor's own move, once the 500 ms the carousel ignores presses while a slide moves are
    // over: the autoplay carries on from there, a full 3500 ms after the mouse leaves.
    await advance(page, 500);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await queuedTasksRun(page);
    await advance(page, 3400);
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
    await advance(page, 100);
    await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');

    await carousel(page).getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await advance(page, 4500);
    await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');

    await carousel(page).getByRole('button', { name: 'Play automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await queuedTasksRun(page);
    await advance(page, 3500);
    await expect(dot(page, 6)).toHaveAttribute('aria-current', 'true');
  });

  test('waits while the mouse rests on the carousel', async ({ page }) => {
    await page.clock.install();
    await openServices(page);
    await slide(page, 1).hover();
    await page.clock.runFor(4500);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('never starts for a visitor who asks for reduced motion, and offers no Pause', async ({ page }) => {
    await page.clock.install();
    await openServices(page, { motion: false });
    await expect(carousel(page).getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(4500);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('moving by hand', () => {
  test('dots go to their slide, arrows step and wrap round, the keyboard does both', async ({ page }) => {
    await openServices(page, { motion: false });
    const count = await carousel(page)
      .getByRole('group', { name: /^\d+ of \d+$/ })
      .count();

    await dot(page, 4).click();
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
    await expect(slide(page, 4)).toBeInViewport({ ratio: 0.9 });

    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');

    await dot(page, 1).click();
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(page, count)).toHaveAttribute('aria-current', 'true');

    await dot(page, count).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('End');
    await expect(dot(page, count)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Home');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

    // Tabbing through the cards reaches each service's one link.
    await expect(slide(page, 2).getByRole('link')).toHaveCount(1);
    expect(await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze()).toMatchObject({
      violations: [],
    });
  });

  for (const target of ['the card', 'Read More'] as const) {
    test(`clicking ${target} goes to the service once`, async ({ page }) => {
      await openServices(page, { motion: false });
      const first = slide(page, 1);
      const name = (await first.getByRole('heading').textContent()) ?? '';
      const services = (await (await page.request.get(`${API_URL}/api/service/service-pages/`)).json()) as Service[];
      const service = services.find((item) => item.name === name);
      if (!service) throw new Error(`the first slide, ${name}, is not a service the API lists`);
      const before = await page.evaluate(() => history.length);
      if (target === 'the card') await first.getByRole('article').click();
      else await first.getByText('Read More').click();
      await expect(page).toHaveURL(servicePagePath(service.slug));
      await expect(pageHeading(page)).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/services$/);
    });
  }

  test('the plain list under the carousel names every service', async ({ page, request }) => {
    await openServices(page, { motion: false });
    const services = (await (await request.get(`${API_URL}/api/service/service-pages/`)).json()) as { name: string }[];
    await expect(page.getByRole('region', { name: 'All our services' }).getByRole('link')).toHaveText(
      services.map((service) => service.name),
    );
  });
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a swipe and the arrows move it, and a tap on a card goes to the service once', async ({ page }) => {
    await openServices(page, { motion: false });
    const box = await slide(page, 1).boundingBox();
    if (!box) throw new Error('no slide');
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
    for (let x = 280; x >= 60; x -= 20) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

    await carousel(page).getByRole('button', { name: 'Next slide' }).tap();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');

    // Tapping the arrow (under the cards) scrolled the page to centre it; the visitor scrolls back up
    // to the cards, by the page only, so the carousel's own position is what is checked.
    await carousel(page).evaluate((region) => window.scrollBy(0, region.getBoundingClientRect().top - 130));
    const third = slide(page, 3);
    await expect(third).toBeInViewport({ ratio: 0.8 });
    const name = (await third.getByRole('heading').textContent()) ?? '';
    const before = await page.evaluate(() => history.length);
    await third.getByText('Read More').tap();
    await expect(pageHeading(page)).toHaveText(name);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });
});
