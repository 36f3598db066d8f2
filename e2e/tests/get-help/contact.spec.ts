import type { Page } from '@playwright/test';
import { HOSPITAL } from 'contract/hospital';
import { uniquePhone } from '../../support/booking';
import { expect, pageHeading, test } from '../../support/fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const input = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

/** Sends the form and reads the first problem the error summary lists. */
async function firstProblem(page: Page): Promise<string> {
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  return (await summary.getByRole('link').first().textContent()) ?? '';
}

test.describe('the contact form', () => {
  test('checks every rule in order, then sends: the server’s answer shown, the form cleared', async ({ page }) => {
    await page.goto('/contact');
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await input(page, 'Name').fill('   ');
    expect(await firstProblem(page)).toBe('Name is required');
    await input(page, 'Name').fill('Pooja Sharma');
    expect(await firstProblem(page)).toBe('Email is required');
    await input(page, 'Email').fill('pooja@example.in');
    expect(await firstProblem(page)).toBe('Phone number is required');
    await input(page, 'Phone').pressSequentially('+91 98765 43210');
    await expect(input(page, 'Phone')).toHaveValue('+91 98765 43210');
    expect(await firstProblem(page)).toBe('Subject is required');
    await input(page, 'Subject').fill('Visiting hours');
    expect(await firstProblem(page)).toBe('Message is required');
    await input(page, 'Message').fill('What are the visiting hours in the ICU?');
    await input(page, 'Phone').fill('98765');
    expect(await firstProblem(page)).toBe('Please enter a valid 10-digit phone number');
    await input(page, 'Phone').fill(uniquePhone());
    await input(page, 'Email').fill('pooja@');
    expect(await firstProblem(page)).toBe('Please enter a valid email address');
    await input(page, 'Email').fill('pooja@example.in');
    expect(await firstProblem(page)).toBe('Please agree to the privacy notice to continue');
    await form(page)
      .getByRole('checkbox', { name: /I agree/ })
      .check();

    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for contacting' })).toHaveText(
      `Thank you for contacting ${HOSPITAL.name}. Our team will get back to you within one working day.`,
    );
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      await expect(input(page, name)).toHaveValue('');
    await expect(form(page).getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  test("says 'SENDING...' with the button refusing a second press while it goes", async ({ page }) => {
    await page.goto('/contact');
    let posts = 0;
    let release: (() => void) | undefined;
    await page.route('**/api/contact/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await input(page, 'Name').fill('Pooja Sharma');
    await input(page, 'Email').fill('pooja@example.in');
    await input(page, 'Phone').fill(uniquePhone());
    await input(page, 'Subject').fill('Parking');
    await input(page, 'Message').fill('Is there parking for visitors?');
    await form(page)
      .getByRole('checkbox', { name: /I agree/ })
      .check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const busy = form(page).getByRole('button', { name: 'SENDING...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to be enabled; a visitor's press does not wait.
    await busy.click({ force: true });
    await page.keyboard.press('Enter');
    // The form says SENDING... as it sends: the request may reach the held route a moment later.
    await expect.poll(() => posts).toBe(1);
    release?.();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for contacting' })).toBeVisible();
    expect(posts).toBe(1);
  });

  test('when the API is down: the network error, and what was typed stays', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact/', (route) => route.abort('connectionrefused'));
    await input(page, 'Name').fill('Pooja Sharma');
    await input(page, 'Email').fill('pooja@example.in');
    await input(page, 'Phone').fill(uniquePhone());
    await input(page, 'Subject').fill('Parking');
    await input(page, 'Message').fill('Is there parking for visitors?');
    await form(page)
      .getByRole('checkbox', { name: /I agree/ })
      .check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toHaveText(
      'Network error. Please check your connection and try again.',
    );
    await expect(input(page, 'Message')).toHaveValue('Is there parking for visitors?');
  });
});

test.describe('the rest of the contact page', () => {
  test('nothing goes to the map provider until the visitor asks for the map', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/google/.test(new URL(request.url()).hostname)) mapRequests.push(request.url());
    });
    // No network to Google here: answer the embed with a page of our own.
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
    );
    await page.goto('/contact');
    await expect(page.getByRole('img', { name: /Sketch of the streets around the hospital/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.getByTitle(`Map showing ${HOSPITAL.name}`)).toBeFocused();
    expect(mapRequests).toHaveLength(1);
    expect(mapRequests[0]).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  });

  test('address, phone, two e-mail addresses, support and CALL NOW are there', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Get in touch' });
    await expect(details).toContainText(HOSPITAL.address);
    await expect(details.getByRole('link', { name: HOSPITAL.email })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.email}`,
    );
    await expect(details.getByRole('link', { name: HOSPITAL.appointmentsEmail })).toHaveAttribute(
      'href',
      `mailto:${HOSPITAL.appointmentsEmail}`,
    );
    await expect(page.getByRole('region', { name: `Customer support, ${HOSPITAL.supportHours}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^CALL NOW/ })).toHaveAttribute('href', /^tel:\+91/);
  });
});
