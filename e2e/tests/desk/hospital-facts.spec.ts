import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HospitalFactsAnswer, ServicePage } from 'contract';
import type { RunningServer } from '../../support/servers';
import {
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  startApi,
  startDeskSite,
  tabTo,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';

/**
 * The hospital's facts (issue 48): an admin signs in and, by keyboard only, changes the emergency
 * phone at the desk; a number not in the +91 form is refused at its field, the save says so, and
 * the public API answers the new number at once, in the facts and in a service page's call to
 * action. Axe on each state. Its own site (shell, desk, API) on a fresh embedded database.
 */
const site = deskSite(3960);
const { shell: SHELL, api: API } = site;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-hospital-facts-e2e-api-'));

const ADMIN = { email: 'kavita.admin@hospital.example', name: 'Kavita Rao', role: 'admin' } as const;
const PASSWORD = 'saffron monsoon lattice 48';
const NEW_PHONE = '+91 129 411 2222';

const apiEnv = deskApiEnv(site, dataDir);
let servers = new Map<string, RunningServer>();
let adminLink = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The API seeds its new database; the staff command runs with it stopped.
  await (await startApi(site, apiEnv)).stop();
  adminLink = await addStaff(site, apiEnv, ADMIN);
  servers = await startDeskSite(site, apiEnv);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function publicFacts(): Promise<HospitalFactsAnswer> {
  return (await (await fetch(`${API}/api/hospital/facts/`)).json()) as HospitalFactsAnswer;
}

test('an admin changes the emergency phone by keyboard; the public API answers it at once', async ({ page }) => {
  test.setTimeout(90_000);
  const before = await publicFacts();
  expect(before.version).toBe(0);
  const secret = await enrolByApi(page.context().request, site, adminLink, PASSWORD);
  await page.context().clearCookies();

  await test.step('the admin signs in and opens the hospital’s facts from the navigation', async () => {
    await page.goto(`${SHELL}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret));
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Hospital facts' });
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'The hospital’s facts' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Emergency phone/ })).toHaveValue(before.emergencyPhone);
    await expect(page.getByText(/^Not yet saved at the desk/)).toBeVisible();
    await expectAxeClean(page);
  });

  const emergency = page.getByRole('textbox', { name: /^Emergency phone/ });

  await test.step('a number not in the +91 form is refused at its field, nothing saved', async () => {
    await tabTo(page, emergency);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0129 411 2222');
    await page.keyboard.press('Enter');
    await expect(emergency).toHaveAttribute('aria-invalid', 'true');
    await expect(emergency).toHaveAccessibleDescription(/Please give the number as \+91 and its 10 digits/);
    await expectAxeClean(page);
    expect((await publicFacts()).emergencyPhone).toBe(before.emergencyPhone);
  });

  await test.step('the number corrected, the save says so and who saved', async () => {
    await tabTo(page, emergency);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NEW_PHONE);
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The hospital’s facts are saved. Every page shows them within a minute.' }),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^Last saved by ${ADMIN.name}, `))).toBeVisible();
    await expect(emergency).toHaveValue(NEW_PHONE);
    await expectAxeClean(page);
  });

  await test.step('the public API answers the new number, in the facts and on a service page', async () => {
    expect(await publicFacts()).toEqual({ ...before, emergencyPhone: NEW_PHONE, version: 1 });
    const emergencyPage = (await (
      await fetch(`${API}/api/service/service-page/accident-and-emergency/`)
    ).json()) as ServicePage;
    expect(emergencyPage.cta_section?.emergency_contact).toBe(NEW_PHONE);
  });
});
