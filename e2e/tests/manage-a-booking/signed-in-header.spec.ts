import fs from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { bookDoctorThroughApi, seededDoctor, uniquePhone, visitDay } from '../../support/booking';
import { expect, test } from '../../support/fixtures';
import { API_URL, SHELL_URL } from '../../support/site';

const PASSWORD = 'tractor-monsoon-pencil-jalebi';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

/** The confirm link's token of the account e-mail the API wrote to this address. */
async function confirmToken(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_API_DATA_DIR ?? '', 'outbox');
  let token = '';
  await expect
    .poll(
      async () => {
        for (const name of await fs.readdir(outbox).catch(() => [] as string[])) {
          const text = (await fs.readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (text.includes(email)) token = /\/account\/confirm#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? token;
        }
        return token;
      },
      { timeout: 20_000, message: `the confirm e-mail to ${email}` },
    )
    .not.toBe('');
  return token;
}

/** A confirmed account of this test's own, signed in in the page's browser (the cookie is the API's). */
async function signedInPatient(page: Page, request: APIRequestContext) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const patient = { name: 'Kavita Rao', email: `kavita.${suffix}@example.in`, phone: uniquePhone() };
  const headers = { Origin: SHELL_URL };
  const signUp = await request.post(`${API_URL}/api/patents/`, {
    headers,
    data: { ...patient, age: 41, gender: 'F', login_id: `kavita.${suffix}`, password: PASSWORD, consent: true },
  });
  expect(signUp.status()).toBe(201);
  const confirm = await request.post(`${API_URL}/api/account/confirm/`, {
    headers,
    // The confirmation sets the password (the one typed at sign-up stops working).
    data: { token: await confirmToken(patient.email), password: PASSWORD },
  });
  expect(confirm.status()).toBe(200);
  const signIn = await page.request.post(`${API_URL}/api/login/`, {
    headers,
    data: { login_id: `kavita.${suffix}`, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return patient;
}

test.describe('the header and the booking form of a signed-in patient', () => {
  test('wide screen: name, My bookings and Sign out; the booking form starts filled in', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const patient = await signedInPatient(page, request);
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Account and quick links' });
    await expect(links.getByText(patient.name)).toBeVisible();
    await expect(links.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account');
    await expect(links.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expectAxeClean(page);

    await page.goto('/appointment');
    await expect(page.getByRole('textbox', { name: /^Patient Name/ })).toHaveValue(patient.name);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(patient.email);
    await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue(patient.phone);

    await page.goto('/');
    await links.getByRole('button', { name: 'Sign out' }).press('Enter');
    await expect(links.getByRole('link', { name: 'Login' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toHaveCount(1);
    await page.reload();
    await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(links.getByText(patient.name)).toHaveCount(0);
  });

  test('phone: the account items in the menu, signed out by touch', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const patient = await signedInPatient(page, request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    const links = nav.getByRole('navigation', { name: 'Account and quick links' });
    await expect(links.getByText(patient.name)).toBeVisible();
    await expectAxeClean(page);
    const signOut = links.getByRole('button', { name: 'Sign out' });
    const box = await signOut.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await signOut.click();
    await expect(links.getByRole('link', { name: 'Login' })).toBeFocused();
  });
});

test.describe('My bookings on a Hindi page', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px names the doctor, the department and the room in Hindi`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      const patient = await signedInPatient(page, request);
      const doctor = await seededDoctor(request, 'Dr. Meenakshi Iyer');
      // With the account's confirmed e-mail: the account's own.
      const reference = await bookDoctorThroughApi(request, {
        department: doctor.department.id,
        doctor: doctor.id,
        date: visitDay(16),
        phone: patient.phone,
        email: patient.email,
      });
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto('/hi/account');
      const card = page.getByRole('article').filter({ hasText: reference });
      await expect(card).toContainText('डॉ. मीनाक्षी अय्यर (डायबिटीज़ और एंडोक्रिनोलॉजी)');
      await card.getByRole('button', { name: 'बुकिंग की पर्ची छापें' }).click();
      await expect(card.getByRole('region', { name: 'अपॉइंटमेंट पर्ची' })).toContainText('कमरा 32');
      await expect(page.getByRole('main')).not.toContainText(/Room|Meenakshi|Iyer|Diabetes/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
