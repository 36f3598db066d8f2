import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';

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
    await expect(section(page, 'Frequently asked questions').getByRole('button')).toHaveCount(5);
  });

  test('/healthcheck shows the five packages, screening, the inclusions table, process and who should come', async ({
    page,
  }) => {
    await page.goto('/healthcheck');
    await expect(pageHeading(page)).toHaveText('Full Body Health Checkup');
    const packages = section(page, 'Health checkup packages');
    await expect(packages.getByRole('heading', { level: 3 })).toHaveText([
      'Basic Health Checkup',
      'Comprehensive Health Checkup',
      'Executive Health Checkup',
      'Senior Citizen Health Checkup',
      "Women's Health Checkup",
    ]);
    for (const link of await packages.getByRole('link', { name: /^Book this package/ }).all()) {
      await expect(link).toHaveAttribute('href', '/blood-test');
    }
    await expect(section(page, 'Advanced screening').getByRole('listitem')).toHaveCount(4);
    const table = section(page, 'What each package includes').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Test',
      'Basic',
      'Comprehensive',
      'Executive',
      'Senior Citizen',
      "Women's",
    ]);
    await expect(section(page, 'How your checkup works').getByText(/10-12 hours/)).toBeVisible();
    await expect(section(page, 'Who should get a health checkup').getByRole('listitem')).toHaveCount(7);
    const stats = section(page, 'Health checkups in numbers');
    for (const figure of ['5', '24-48 hours', '10-12 hours'])
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
    for (const figure of ['8', '24 x 7', '₹299/day'])
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(stats).not.toContainText(/%|satisfaction|2000\+/i);
    await expect(section(page, 'Who needs home care').getByRole('listitem').first()).toBeVisible();
  });

  test('/diabetes: categories, technology table, flip cards that turn by keyboard, and a four-question FAQ', async ({
    page,
  }) => {
    await page.goto('/diabetes');
    await expect(pageHeading(page)).toHaveText('Diabetes and Endocrinology');
    await expect(section(page, 'What we care for').getByRole('listitem')).toHaveCount(8);
    await expect(section(page, 'Technology').getByRole('table').getByRole('columnheader')).toHaveText([
      'Technology',
      'What it does',
      'Who it helps',
    ]);
    const programmes = section(page, 'Our programmes');
    await expect(programmes.getByRole('article')).toHaveCount(3);
    const card = programmes.getByRole('article').first();
    const enquire = card.getByRole('link', { name: /^Enquire Now/ });
    await expect(enquire).toHaveAttribute('href', '/contact');
    await expect(card).toHaveAttribute('data-face', 'front');

    await card.getByRole('button', { name: 'Show details' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Back to summary' })).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'back');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show details' })).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'front');
    // Tabbing onto the back's link turns the card too, so focus is never on a hidden face.
    await page.keyboard.press('Tab');
    await expect(enquire).toBeFocused();
    await expect(card).toHaveAttribute('data-face', 'back');

    for (const link of await page.getByRole('main').getByRole('link', { name: 'Book Consultation' }).all()) {
      await expect(link).toHaveAttribute('href', '/contact');
    }
    await expect(section(page, 'Frequently asked questions').getByRole('button')).toHaveCount(4);
  });

  test('/testimonial shows six pieces of patient feedback and the news cards', async ({ page }) => {
    await page.goto('/testimonial');
    await expect(pageHeading(page)).toHaveText('Testimonials');
    const feedback = section(page, 'Patient feedback').getByRole('figure');
    await expect(feedback).toHaveCount(6);
    await expect(feedback.first()).toContainText('Sunita, Sector 15');
    await expect(section(page, "Today's News").getByRole('listitem')).toHaveCount(3);
  });
});
