import type { Page } from '@playwright/test';
import type { CarePackage, Department } from 'contract';
import { expect, pageHeading, pageLive, scrollTo, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';

const section = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('region', { name });

test.describe('the static content pages', () => {
  test('/emergency leads with what to do now, then every section', async ({ page }) => {
    await page.goto('/emergency');
    await expect(pageHeading(page)).toHaveText('Accident & Emergency');
    const actNow = section(page, 'In an emergency, call now');
    await expect(actNow.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expect(actNow.getByRole('link', { name: /^Emergency department \+91/ })).toHaveAttribute(
      'href',
      /^tel:\+91\d+$/,
    );
    await expect(actNow.getByRole('link', { name: /^Ambulance \+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
    await expect(actNow.getByText(/Mathura Road, Faridabad/)).toBeVisible();
    await expect(actNow.getByRole('link', { name: /^Get directions/ })).toHaveAttribute('href', /google\.com\/maps/);
    // It is the first thing in the page after the title.
    const actNowTop = (await actNow.boundingBox())?.y ?? Infinity;
    const whyTop = (await section(page, /trust our emergency team/).boundingBox())?.y ?? 0;
    expect(actNowTop).toBeLessThan(whyTop);

    const services = section(page, 'Emergency services');
    for (const name of ['Trauma care', 'Cardiac emergencies', 'Neuro emergencies', 'Paediatric emergencies']) {
      await expect(services.getByRole('heading', { name })).toBeVisible();
    }
    const table = section(page, 'Infrastructure').getByRole('table', { name: /Emergency facilities/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Facility', 'What it is for', 'Available']);
    await expect(table.getByRole('rowheader').first()).toHaveText('Triage desk');
    const journey = section(page, /journey through the emergency department/).getByRole('listitem');
    await expect(journey).toHaveCount(5);
    await expect(journey.first()).toContainText('Triage');
    await expect(journey.last()).toContainText('Disposition');
    await expect(section(page, 'Specialists on call').getByRole('listitem')).toHaveCount(6);
    await expect(
      section(page, /When to come/)
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    const stats = section(page, 'Emergency care in numbers');
    for (const figure of ['8 minutes', '24 x 7', '112', '₹0'])
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    // Issue 17: no outcome figure or case count the hospital has not supplied.
    await expect(stats).not.toContainText(/%|survival|15,000/i);
    await expect(section(page, 'Frequently asked questions').getByRole('button')).toHaveCount(7);
  });

  test('/healthcheck shows the packages from the API with their prices, screening, process and who should come', async ({
    page,
  }) => {
    await page.goto('/healthcheck');
    await expect(pageHeading(page)).toHaveText('Full Body Health Checkup');
    const packages = section(page, 'Health checkup packages');
    await expect(packages.getByRole('heading', { level: 3 })).toHaveText([
      'Basic Health Check',
      'Comprehensive Health Check',
      'Executive Health Check',
      'Senior Citizen Health Check',
      "Women's Health Check",
    ]);
    await expect(packages.getByRole('listitem').first()).toContainText('₹1,999');
    for (const link of await packages.getByRole('link', { name: /^Book this package/ }).all()) {
      await expect(link).toHaveAttribute('href', /^\/blood-test\?package=[a-z-]+$/);
    }
    await expect(section(page, 'Why have your checkup with us').getByRole('listitem')).toHaveCount(3);
    await expect(section(page, 'Advanced screening').getByRole('listitem')).toHaveCount(4);
    await expect(section(page, 'How your checkup works').getByText(/10-12 hours/)).toBeVisible();
    await expect(section(page, 'Who should get a health checkup').getByRole('listitem')).toHaveCount(8);
    const stats = section(page, 'Health checkups in numbers');
    for (const figure of ['24-48 hours', '10-12 hours'])
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(stats).not.toContainText(/%|accuracy|500\+/i);
  });

  test('/homecare shows four services, then all with View More and four again with View Less', async ({ page }) => {
    await page.goto('/homecare');
    await expect(pageHeading(page)).toHaveText('Home Care');
    const services = section(page, 'Home care services');
    await expect(services.getByRole('listitem')).toHaveCount(4);
    await services.getByRole('button', { name: 'View More' }).click();
    await expect(services.getByRole('listitem')).toHaveCount(8);
    await services.getByRole('button', { name: 'View Less' }).click();
    await expect(services.getByRole('listitem')).toHaveCount(4);
    await expect(section(page, 'How home care starts').getByRole('listitem')).toHaveCount(4);
    const stats = section(page, 'Home care in numbers');
    for (const figure of ['8', '24 x 7']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    // Prices come only with each bookable visit, from the API.
    await expect(stats).not.toContainText(/%|satisfaction|2000\+|₹/i);
    await expect(section(page, 'Visits you can book').getByRole('link', { name: /^Book this visit/ })).toHaveCount(5);
    await expect(section(page, 'Who needs home care').getByRole('listitem').first()).toBeVisible();
  });

  test('/diabetes: categories, technology table, priced programmes that turn by keyboard, and a four-question FAQ', async ({
    page,
    request,
  }) => {
    await page.goto('/diabetes');
    await expect(pageHeading(page)).toHaveText('Diabetes and Endocrinology');
    await expect(section(page, 'What we care for').getByRole('listitem')).toHaveCount(9);
    await expect(section(page, 'Technology').getByRole('table').getByRole('columnheader')).toHaveText([
      'Technology',
      'What it does',
      'Who it helps',
    ]);
    const programmes = section(page, 'Our programmes');
    await expect(programmes.getByRole('article')).toHaveCount(3);
    const card = programmes.getByRole('article').first();
    const book = card.getByRole('link', { name: /^Book this programme/ });
    await expect(book).toHaveAttribute('href', '/blood-test?package=prediabetes-prevention-programme');
    await expect(card).toContainText('₹4,500');
    await expect(card).toHaveAttribute('data-face', 'front');

    await card.getByRole('button', { name: 'Show details' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Back to summary' })).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'back');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show details' })).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'front');
    // Shift+Tab from Show details reaches the front's book link; the card stays on its front.
    await page.keyboard.press('Shift+Tab');
    await expect(book).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'front');

    const departments = (await (await request.get(`${API_URL}/api/doctor/department/`)).json()) as Department[];
    const diabetes = departments.find((department) => department.department_name === 'Diabetes & Endocrinology');
    for (const link of await page.getByRole('main').getByRole('link', { name: 'Book Consultation' }).all()) {
      await expect(link).toHaveAttribute('href', `/appointment?department=${diabetes?.id}`);
    }
    await expect(section(page, 'Frequently asked questions').getByRole('button')).toHaveCount(4);
  });

  test('/testimonial shows six pieces of patient feedback and the news cards', async ({ page }) => {
    await page.goto('/testimonial');
    await expect(pageHeading(page)).toHaveText('Testimonials');
    const feedback = section(page, 'Patient feedback').getByRole('figure');
    await expect(feedback).toHaveCount(6);
    await expect(feedback.first()).toContainText('Sunita, Sector 15');
    await expect(section(page, 'From our blog').getByRole('listitem')).toHaveCount(3);
  });
});

test.describe('the diabetes programmes on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('each card is as tall as the face it shows, and turns by touch', async ({ page }) => {
    await page.goto('/diabetes');
    const card = section(page, 'Our programmes').getByRole('article').first();
    // The face's last control sits at the card's foot (its padding away), not above a blank stretch.
    const gapBelow = async (button: string) => {
      const cardBox = await card.boundingBox();
      const buttonBox = await card.getByRole('button', { name: button }).boundingBox();
      if (!cardBox || !buttonBox) throw new Error('card not laid out');
      return cardBox.y + cardBox.height - (buttonBox.y + buttonBox.height);
    };
    await scrollTo(card);
    await expect.poll(() => gapBelow('Show details')).toBeLessThan(48);
    await card.getByRole('button', { name: 'Show details' }).tap();
    await expect(card).toHaveAttribute('data-face', 'back');
    // Measured once the turn has ended.
    await expect.poll(() => gapBelow('Back to summary')).toBeLessThan(48);
    await card.getByRole('button', { name: 'Back to summary' }).tap();
    await expect(card).toHaveAttribute('data-face', 'front');
  });
});

/**
 * Issue 43, finding 4: the health checkup compares its packages in a table of tests × packages,
 * built from the API's packages, in the server's HTML, readable at 375 px without the page scrolling
 * sideways (the table scrolls in its own focusable region instead, its tests' column held in view).
 */
test.describe('the health checkup packages compared', () => {
  for (const { lang, prefix, caption, marks } of [
    {
      lang: 'en',
      prefix: '',
      caption: 'Tests in each health checkup package',
      marks: ['✓Included', '—Not included'],
    },
    { lang: 'hi', prefix: '/hi', caption: 'हर हेल्थ चेकअप पैकेज की जाँचें', marks: ['✓शामिल है', '—शामिल नहीं है'] },
  ]) {
    for (const width of [375, 1280]) {
      test(`${prefix}/healthcheck at ${width}px: each package's tests ticked from the API`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const answer = await request.get(`${API_URL}/api/package/packages/?lang=${lang}`);
        const checks = ((await answer.json()) as CarePackage[]).filter((item) => item.kind === 'health-check');
        expect(checks).toHaveLength(5);
        const tests = [...new Set(checks.flatMap((item) => item.includes))];
        const expected = tests.map((name) => [
          name,
          ...checks.map((item) => (item.includes.includes(name) ? marks[0] : marks[1])),
        ]);

        // The server's HTML has it, before any script runs.
        const html = await (await request.get(`${prefix}/healthcheck`)).text();
        expect(new RegExp(`<caption[^>]*>${caption}</caption>`).test(html), 'the caption in the HTML').toBe(true);
        expect(html.includes('<th scope="row">'), 'row headers in the HTML').toBe(true);

        await page.goto(`${prefix}/healthcheck`);
        // The keys below go to the live table: the server's copy is replaced (and its focus lost) at the takeover.
        await pageLive(page);
        const region = page.getByRole('region', { name: caption });
        const table = region.getByRole('table', { name: caption });
        await scrollTo(table);
        expect((await table.locator('thead th').allTextContents()).slice(1)).toEqual(checks.map((item) => item.name));
        const rows = await table
          .locator('tbody tr')
          .evaluateAll((all) => all.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
        expect(rows).toEqual(expected);

        // The page never scrolls sideways; on a phone the table does, by keyboard too.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const overflow = () => region.evaluate((element) => element.scrollWidth - element.clientWidth);
        if (width === 375) {
          expect(await overflow()).toBeGreaterThan(0);
          await region.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          // The tests' column stays in view as it scrolls.
          const [rowHeader] = await table.getByRole('rowheader').all();
          const regionBox = await region.boundingBox();
          expect((await rowHeader?.boundingBox())?.x).toBeCloseTo(regionBox?.x ?? -1, -1);
          // And the packages' names stay at its top as its rows go by.
          await page.keyboard.press('PageDown');
          await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
          const [firstPackage] = await table.locator('thead th').nth(1).all();
          expect((await firstPackage?.boundingBox())?.y).toBeCloseTo(regionBox?.y ?? -1, -1);
        } else {
          expect(await overflow()).toBeLessThanOrEqual(0);
        }
      });
    }
  }
});
