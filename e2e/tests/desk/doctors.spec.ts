import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Doctor, StaffDoctor } from 'contract';
import { todayInHospitalZone } from '../../support/booking';
import {
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  nextOpdDay,
  startApi,
  startDeskSite,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The OPD manager's doctors and prices (issue 48): a manager schedules a doctor's fee from today at
 * the desk, and a patient's appointment form quotes the new fee for that doctor; a manager edits the
 * doctor's About text and the doctor's page, opened live, says it; a zero price is refused at its
 * field. Axe on each state of the editors, at 1280 and 375 px. Its own site on the wall clock.
 * A doctor's photo uploaded at the desk (a PDF renamed .jpg refused, naming the rule) shows on the
 * doctor's page and in the doctors list; a renamed doctor's old address and a retired doctor's page,
 * fetched without JavaScript from the page server, answer 301 and 410 within 60 s (the services
 * remote's server renders its pages again from this site's API, into a state folder of its own).
 */
// 3890 with this helper's offset (300) would put the shell on 4190, a port browsers and fetch refuse.
const site = deskSite(3895);
// One site for both journeys: they run one after the other in one worker.
test.describe.configure({ mode: 'serial' });
const { shell: SHELL } = site;
let dataDir = '';

const DOCTOR = 'Dr. Rohit Malhotra';
const MANAGER = { email: 'farah.opd@hospital.example', name: 'Farah Siddiqui', role: 'opd_manager' } as const;
const PASSWORD = 'jasmine lantern river 29';
const ABOUT = 'Runs the heart failure clinic on Thursday mornings.';

const apiEnv = () => deskApiEnv(site, dataDir);

/** The page server's promise for a desk change (issue 48). */
const PROMISE_MS = 60_000;
let pagesStateDir = '';

let servers = new Map<string, RunningServer>();
let secret = '';
let doctor: Doctor;
/** The manager's enrolment context (the API's staff cookie lands there). */
let desk: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-doctors-e2e-api-'));
  // The services remote's pages rendered again from this API go here, never into its build.
  pagesStateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-doctors-e2e-pages-'));
  const seeding = await startApi(site, apiEnv());
  try {
    const doctors = (await (await fetch(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
    const found = doctors.find((each) => each.doctor_name === DOCTOR);
    if (!found) throw new Error(`no seeded ${DOCTOR}`);
    doctor = found;
  } finally {
    await seeding.stop();
  }
  const link = await addStaff(site, apiEnv(), MANAGER);
  // Each server kept as it comes up, so one that fails to start leaves none running after the journey.
  const starting = await Promise.allSettled([
    startDeskSite(site, apiEnv()),
    startServer('mfe-booking', site.siteEnv, '/mf-manifest.json', site.ports.booking).then(
      (server) => new Map([['booking', server]]),
    ),
    startServer(
      'mfe-services',
      { ...site.siteEnv, PAGES_API_URL: site.api, PAGES_STATE_DIR: pagesStateDir },
      '/mf-manifest.json',
      site.ports.services,
    ).then((server) => new Map([['services', server]])),
  ]);
  for (const result of starting) {
    if (result.status === 'fulfilled') servers = new Map([...servers, ...result.value]);
  }
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  desk = await playwrightRequest.newContext();
  secret = await enrolByApi(desk, site, link, PASSWORD);
});

test.afterAll(async () => {
  await desk?.dispose();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (pagesStateDir) fs.rmSync(pagesStateDir, { recursive: true, force: true });
});

/** Signs the manager in; `steps` ahead of now for a second sign-in (a code is good once, for a later step only). */
async function signIn(page: Page, steps = 0) {
  await page.goto(`${SHELL}/desk/sign-in`);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(MANAGER.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { steps }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Desk pages' })).toBeVisible();
}

/** Nothing wider than the phone's screen. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a manager schedules a fee from today and edits the About text; the patient’s pages say both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);

  await test.step('the doctors by department, one opened with the keyboard', async () => {
    await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Doctors' }).click();
    const cardiology = page.getByRole('table', { name: 'Doctors in Cardiology' });
    await expect(cardiology.getByRole('rowheader', { name: DOCTOR })).toBeVisible();
    await expectAxeClean(page);
    const open = page.getByRole('button', { name: `Open ${DOCTOR}` });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: `Profile of ${DOCTOR}` })).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('a fee of ₹0 is refused at its field', async () => {
    const fees = page.getByRole('form', { name: `Fees of ${DOCTOR}` });
    const fee = fees.getByRole('textbox', { name: /^New fee/ });
    await fee.fill('0');
    await fees.getByRole('button', { name: 'Schedule fee' }).click();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(fee).toHaveAccessibleDescription(/The price must be more than ₹0/);
    await expectAxeClean(page);
  });

  await test.step('a new in-person fee from today', async () => {
    const fees = page.getByRole('form', { name: `Fees of ${DOCTOR}` });
    await fees.getByRole('textbox', { name: /^New fee/ }).fill('1250');
    await expect(fees.getByRole('textbox', { name: /^Takes effect from/ })).toHaveValue(todayInHospitalZone());
    await fees.getByRole('button', { name: 'Schedule fee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The fee is scheduled.' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Fees in effect today and scheduled' });
    await expect(table.getByRole('row', { name: /At the hospital/ })).toContainText('₹1,250');
    await expectAxeClean(page);
  });

  await test.step('the About text saved', async () => {
    const profile = page.getByRole('form', { name: `Profile of ${DOCTOR}` });
    const about = profile.getByRole('textbox', { name: /^About \(English\)/ });
    await about.fill(ABOUT);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The profile of ${DOCTOR} is saved.` })).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await fitsPhone(page);
    await expectAxeClean(page);
  });

  const patient = await (await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })).newPage();
  try {
    await test.step('the patient’s appointment form quotes the new fee', async () => {
      const { day } = await nextOpdDay(site, DOCTOR, []);
      await patient.goto(`${SHELL}/appointment?doctor=${doctor.slug}`);
      const form = patient.getByRole('form', { name: 'Appointment form' });
      await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
      await form.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
      await form.getByText('Offline', { exact: true }).tap();
      await expect(form.getByRole('group', { name: /^Time/ })).toContainText(
        'Consultation fee: ₹1,250 (at the hospital).',
      );
    });

    await test.step('the doctor’s page says the new About text', async () => {
      await patient.goto(`${SHELL}/our-doctor/${doctor.slug}`);
      await expect(patient.getByText(ABOUT)).toBeVisible();
    });
  } finally {
    await patient.context().close();
  }
});

test('a zero price is refused at its field on the prices page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 1);
  await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
  await expectAxeClean(page);
  await page
    .getByRole('button', { name: /^Change the price of / })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^New price of / });
  const price = form.getByRole('textbox', { name: /^New price/ });
  await price.fill('0');
  await form.getByRole('button', { name: 'Schedule price' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/The price must be more than ₹0/);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await fitsPhone(page);
  await expectAxeClean(page);
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey portrait PNG of this size, made here: the journey carries no binary files. */
function portraitPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x90);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A desk page signed in as the manager, by the session the enrolment left (no second code needed). */
async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: await desk.storageState() });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

async function openDoctor(page: Page, name: string) {
  await page.goto(`${SHELL}/desk/doctors`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByRole('form', { name: `Profile of ${name}` })).toBeVisible();
}

test('a manager uploads a doctor’s photo: a PDF renamed .jpg refused, the photo on the doctor’s pages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser);
  try {
    await openDoctor(page, DOCTOR);
    const form = page.getByRole('form', { name: `Photo of ${DOCTOR}` });
    const field = form.getByLabel(/^New photo/);

    await test.step('a PDF renamed .jpg: refused, the rule said at the field', async () => {
      await field.setInputFiles({
        name: 'portrait.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      await form.getByRole('button', { name: 'Upload photo' }).click();
      await expect(field).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectAxeClean(page);
    });

    let image = '';
    await test.step('a portrait PNG: saved, shown at the desk from its own address', async () => {
      await field.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng(400, 500) });
      await form.getByRole('button', { name: 'Upload photo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The photo is saved.' })).toBeVisible();
      const preview = page.getByRole('img', { name: `The photo the site shows of ${DOCTOR}` });
      await expect(preview).toHaveAttribute('src', /\/media\/doctor-photos\/\d+-\d+\.png$/);
      image = (await preview.getAttribute('src')) ?? '';
      const served = await page.request.get(image);
      expect(served.status()).toBe(200);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await expectAxeClean(page);
    });

    await test.step('the doctor’s page and the doctors list show it, its room kept', async () => {
      const patient = await (await browser.newContext()).newPage();
      try {
        await patient.goto(`${SHELL}/our-doctor/${doctor.slug}`);
        const photo = patient.locator(`img[src="${image}"]`);
        await expect(photo).toBeVisible();
        await expect(photo).toHaveAttribute('width', '400');
        await expect(photo).toHaveAttribute('height', '500');
        // Decorative: the doctor's name is the heading beside it.
        await expect(photo).toHaveAttribute('alt', '');
        expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
        await patient.goto(`${SHELL}/our-doctor`);
        await expect(patient.locator(`img[src="${image}"]`)).toHaveCount(1);
      } finally {
        await patient.context().close();
      }
    });
  } finally {
    await page.context().close();
  }
});

test('a renamed doctor’s old address answers 301, a retired doctor’s page 410, without JavaScript, in 60 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000 + 2 * PROMISE_MS);
  const doctors = (await (await request.get(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
  const [renamed, retired] = doctors.filter((each) => each.doctor_name !== DOCTOR);
  if (!renamed || !retired) throw new Error('the seed has too few doctors');
  /** The page server's answer, as a crawler or a browser without JavaScript gets it. */
  const serverAnswer = (pagePath: string) => request.get(`${SHELL}${pagePath}`, { maxRedirects: 0 });

  await test.step('renamed at the desk: the old address moves to the new one', async () => {
    const url = `${site.api}/api/staff/doctors/${renamed.id}/`;
    const current = (await (await desk.get(url, { headers: { origin: SHELL } })).json()) as StaffDoctor;
    const saved = await desk.post(`${url}profile/`, {
      headers: { origin: SHELL },
      data: {
        doctor_name: `${current.doctor_name} Khanna`,
        doctor_name_hi: current.doctor_name_hi,
        department: current.department,
        about: current.about,
        about_hi: current.about_hi,
        languages: current.languages.join(', '),
        qualifications: current.qualifications.join('\n'),
        registration_council: current.registration_council,
        registration_number: current.registration_number,
        years_of_practice: current.years_of_practice,
        version: current.version,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const now = ((await saved.json()) as StaffDoctor).slug;
    for (const lang of ['', '/hi']) {
      await expect
        .poll(async () => (await serverAnswer(`${lang}/our-doctor/${renamed.slug}`)).headers()['location'], {
          timeout: PROMISE_MS,
          intervals: [500],
        })
        .toBe(`${lang}/our-doctor/${now}`);
    }
    expect((await serverAnswer(`/our-doctor/${renamed.slug}`)).status()).toBe(301);
  });

  await test.step('retired at the desk: the page answers 410 and leads to the department', async () => {
    const page = await managerPage(browser);
    try {
      await openDoctor(page, retired.doctor_name);
      await page.getByRole('button', { name: 'Retire', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Retire ${retired.doctor_name}` })
        .getByRole('button', { name: 'Retire' })
        .click();
      await expect(page.getByText(`${retired.doctor_name} is retired.`)).toBeVisible();
    } finally {
      await page.context().close();
    }
    await expect
      .poll(async () => (await serverAnswer(`/our-doctor/${retired.slug}`)).status(), {
        timeout: PROMISE_MS,
        intervals: [500],
      })
      .toBe(410);
    const english = await (await serverAnswer(`/our-doctor/${retired.slug}`)).text();
    expect(english).toContain('This doctor no longer practises here');
    expect(english).toContain('href="/our-doctor"');
    expect(english).toContain(`${retired.department.department_name} and its doctors`);
    await expect
      .poll(async () => (await serverAnswer(`/hi/our-doctor/${retired.slug}`)).status(), {
        timeout: PROMISE_MS,
        intervals: [500],
      })
      .toBe(410);
    expect(await (await serverAnswer(`/hi/our-doctor/${retired.slug}`)).text()).toContain(
      'ये डॉक्टर अब यहाँ प्रैक्टिस नहीं करते',
    );
  });
});
