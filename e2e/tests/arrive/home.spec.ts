import type { Locator, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { advance, pauseClockIn } from '../../support/clock';
import { expect, pageHeading, pageLive, scrollTo, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const hero = (page: Page) => page.getByRole('region', { name: 'Welcome' });
const currentSlide = (page: Page) => hero(page).locator('[aria-roledescription="slide"]:not([inert])');
/** Whether the browser has laid out a block's content: one it skips (content-visibility: auto) reports it as not rendered. */
const laidOut = (block: Locator) =>
  block.evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
const popup = (page: Page) => page.getByRole('dialog', { name: 'How can we help you today?' });

test.describe('the home page', () => {
  test('shows its sections: hero, about, counters, values, specialities, news and the ambulance banner', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Aravali Care Hospital, Faridabad');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^READ MORE\b.*how to reach us/ })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'OUR SERVICES' })).toHaveAttribute('href', '/services');
    await expect(hero(page).locator('[aria-roledescription="slide"]')).toHaveCount(2);

    await expect(main.getByRole('heading', { name: 'Emergency Treatment' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'High Quality Laboratory' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Learn more about us/ })).toHaveCount(2);
    for (const link of await main.getByRole('link', { name: /^Learn more about us/ }).all()) {
      await expect(link).toHaveAttribute('href', '/about');
    }

    for (const name of ['Mission', 'History', 'Vision', 'Success']) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    // The doctors grid comes from mfe_services, and asks for the doctors as the visitor scrolls near it.
    const specialities = main.getByRole('region', { name: 'Our Specialities' });
    await scrollTo(specialities);
    await expect(specialities.getByRole('link', { name: /^Get Appointment/ }).first()).toBeVisible();

    // The blog's three newest articles, each leading to itself, with no comment count.
    const news = main.getByRole('region', { name: 'From our blog' });
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await expect(news.getByRole('link', { name: /^Continue/ })).toHaveCount(3);
    expect(
      await Promise.all(
        (await news.getByRole('link', { name: /^Continue/ }).all()).map((link) => link.getAttribute('href')),
      ),
    ).toEqual([
      '/blog/air-pollution-and-your-lungs',
      '/blog/diagnostic-tests-you-should-know',
      '/blog/critical-care-what-families-should-know',
    ]);
    await expect(news.getByText(/Comment/)).toHaveCount(0);

    const banner = main.getByRole('region', { name: /ambulance/ });
    await expect(banner.getByRole('link', { name: /^24-hour emergency: / })).toHaveAttribute('href', /^tel:\+91\d+$/);
    await expect(banner.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact');

    await news.getByRole('link', { name: /^Continue reading: Air Pollution/ }).click();
    await expect(pageHeading(page)).toHaveText('Air Pollution and Your Lungs');
  });

  test('counts its figures up from 0 once the band scrolls into view, true together', async ({ page, request }) => {
    // Issue 17: the doctors counter is the doctors the site lists; the years run from 'Since 2020'.
    const doctors = (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as unknown[];
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Our hospital in numbers' });
    const shown = (label: string) =>
      band.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd [aria-hidden="true"]');
    await expect(shown('Happy Patients')).toHaveText('0');
    await scrollTo(band);
    for (const [label, value] of [
      ['Years Serving Faridabad', String(new Date().getFullYear() - 2020)],
      ['Total Doctors', String(doctors.length)],
      ['Medical Workers', '50'],
      ['Happy Patients', '550'],
    ] as const) {
      await expect(shown(label)).toHaveText(value, { timeout: 4000 });
    }
  });

  test('spins a value icon for about a second when clicked', async ({ page }) => {
    await page.goto('/');
    const icon = page.getByRole('button', { name: 'Spin the Vision icon' });
    // Scrolled to, the lower sections' code arrives and their live buttons take the place of the
    // server's HTML of them, which answers no taps.
    await scrollTo(icon);
    await expect(page.locator('[data-when-wanted="home-below-fold"] [data-served-html]')).toHaveCount(0);
    await icon.click();
    await expect(icon).toHaveAttribute('data-spinning', 'true');
    await expect(icon).not.toHaveAttribute('data-spinning', { timeout: 2000 });
  });

  test('on a wide screen the hero has arrows and does not move on its own', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
    await page.clock.runFor(6000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 2');
  });
});

test.describe('the home hero on a phone (375px, touch)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('moves on every 5 seconds, has no arrows, and stops when paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
    // Past the first slide's 5 s the clock stops; from the second slide on, time moves by the test.
    await pauseClockIn(page, 5100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 2');
    await advance(page, 4900);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 2');
    await advance(page, 100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
    await hero(page).getByRole('button', { name: 'Pause automatic slide show' }).tap();
    await advance(page, 6000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
  });

  test('lays out its lower sections and the footer only as they near the screen, whole once reached', async ({
    page,
  }) => {
    const ambulance = page.getByRole('region', { name: 'Need an ambulance? We are ready 24 hours a day' });
    const footer = page.getByRole('contentinfo');
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await pageLive(page);
    expect(await laidOut(ambulance), 'the ambulance banner, five screens down').toBe(false);
    expect(await laidOut(footer), 'the footer').toBe(false);

    await scrollTo(ambulance.getByRole('heading'));
    await expect.poll(() => laidOut(ambulance)).toBe(true);
    await expect(ambulance.getByRole('link', { name: /24-hour emergency/ })).toBeInViewport();
    await scrollTo(footer.getByRole('link', { name: 'Terms & Privacy' }));
    await expect.poll(() => laidOut(footer)).toBe(true);
    await expect(footer.getByRole('link', { name: 'Terms & Privacy' })).toBeInViewport();
  });

  test('does not move on its own under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await expect(hero(page).getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(6000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 2');
  });
});

test.describe('the home pop-up', () => {
  // Its 2 s count from when the page shows, which is before the live page takes the server's place.
  test.use({ withWelcomePopup: true, waitForLivePage: false });

  test('opens about 2 s after the page shows, as a dialog holding focus, and leads on', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    // The pop-up's 2 s count from when home showed, a moment before this: not open 1 s on, open 2 s on.
    await pauseClockIn(page, 1000);
    await expect(popup(page)).toBeHidden();
    // At 2 s it opens: its code is fetched then, and React shows it on timers of its own.
    await advance(page, 1000);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).locator(':focus')).toHaveCount(1);
    await expect(popup(page).getByText('Our emergency department is open 24/7.')).toBeVisible();
    await expect(popup(page).getByRole('link', { name: /^Call us: / })).toHaveAttribute('href', /^tel:/);
    await expect(popup(page).getByText(/^Website: /)).toBeVisible();
    await expect(popup(page).getByRole('link', { name: 'Emergency' })).toHaveAttribute('href', '/emergency');
    await expect(popup(page).getByRole('link', { name: 'Book Lab Test' })).toHaveAttribute('href', '/blood-test');
    await popup(page).getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(popup(page)).toHaveCount(0);
  });

  test('never opens once the visitor types, so no letter typed goes astray', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await pauseClockIn(page, 500);
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.click();
    await search.pressSequentially('cardiologist');
    // Past the pop-up's time, and past it again: the visitor is still typing.
    await advance(page, 2000);
    await search.pressSequentially(' evening');
    await advance(page, 3000);
    await expect(search).toHaveValue('cardiologist evening');
    await expect(search).toBeFocused();
    await expect(popup(page)).toHaveCount(0);
  });

  test('closes on Escape and does not come back in the same visit', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    await page.clock.runFor(2000);
    await expect(popup(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(pageHeading(page)).toHaveText('Image Gallery');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(pageHeading(page)).toHaveText('Aravali Care Hospital, Faridabad');
    await page.clock.runFor(3000);
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await page.clock.runFor(3000);
    await expect(popup(page)).toBeHidden();
  });

  test.describe('on the first load of a visit, with the splash', () => {
    test.use({ withSplash: true });

    test('the splash shows for about two seconds, the pop-up never over it and 2 s after it has gone; neither comes back on reload', async ({
      page,
    }) => {
      // The page's clock stopped before it loads: the splash's 2 s and the pop-up's 2 s then count
      // only as the journey moves the clock, however long the page takes to load here.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto('/');
      const splash = page.getByRole('status').filter({ hasText: 'Welcome to Aravali Care Hospital' });
      await expect(splash).toBeVisible();
      await pageLive(page);
      await advance(page, 1900);
      await expect(splash).toBeVisible();
      await expect(popup(page)).toBeHidden();
      await advance(page, 100);
      await expect(splash).toHaveCount(0);
      // The pop-up's 2 s count from the splash's going.
      await advance(page, 1900);
      await expect(popup(page)).toBeHidden();
      await advance(page, 100);
      await page.clock.resume();
      await expect(popup(page)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(splash).toHaveCount(0);
      await page.clock.runFor(3000);
      await expect(popup(page)).toBeHidden();
    });

    test("covers the page from its first paint, not after it, and goes after 2 s even if the page's code never arrives", async ({
      page,
    }) => {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      // The server's HTML alone: no script of the page's own arrives.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/', { waitUntil: 'load' });
      const splash = page.getByRole('status').filter({ hasText: 'Welcome to Aravali Care Hospital' });
      await expect(splash).toBeVisible();
      // The page is there under it, and what the visitor sees is the splash.
      await expect(pageHeading(page)).toHaveText('Aravali Care Hospital, Faridabad');
      const splashOnTop = () =>
        page.evaluate(
          () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[role="status"]') != null,
        );
      expect(await splashOnTop()).toBe(true);
      await advance(page, 1900);
      await expect(splash).toBeVisible();
      await advance(page, 100);
      await expect(splash).toBeHidden();
      expect(await splashOnTop()).toBe(false);
      await page.reload({ waitUntil: 'load' });
      await expect(pageHeading(page)).toBeVisible();
      await expect(splash).toBeHidden();
    });
  });
});
