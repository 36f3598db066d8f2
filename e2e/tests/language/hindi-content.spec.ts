import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { Department, Doctor, Lab, LabTest, Service } from 'contract';
import {
  chooseTime,
  firstFreeSlot,
  referenceShownIn,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, markDocument, pageHeading, stillSameDocument, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';

/**
 * Issue 18, finding 2: everything the API serves (services and their pages, doctors, departments,
 * labs and tests) is read in Hindi when the visitor chooses हिन्दी, one request per list, and a
 * booking made in Hindi stores the department and doctor chosen.
 */

async function apiList<T>(request: APIRequestContext, path: string, lang: 'en' | 'hi'): Promise<T[]> {
  const answer = await request.get(`${API_URL}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T[];
}

const chooseHindi = (page: Page) =>
  page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
const chooseEnglish = (page: Page) =>
  page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();

/**
 * The catalogue reads of the next document the tab loads and the pages it moves to, as `path?query`
 * (media and the packages aside). Counted from that document's arrival: a read the page before it
 * still had under way (the home page fetching its Hindi lists) is that page's, not the next one's.
 */
function catalogueReadsOfNextDocument(page: Page): string[] {
  const reads: string[] = [];
  let arrived = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) arrived = true;
  });
  page.on('request', (request: Request) => {
    if (!arrived) return;
    const url = new URL(request.url());
    if (url.origin !== API_URL || request.method() !== 'GET') return;
    if (!/^\/api\/(service|doctor|lab)\//.test(url.pathname)) return;
    reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

test('services, a service page and the header menu in Hindi, and back to English without a reload', async ({
  page,
  request,
}) => {
  const hindi = await apiList<Service>(request, '/api/service/service-pages/', 'hi');
  const english = await apiList<Service>(request, '/api/service/service-pages/', 'en');
  const cardiology = hindi.find((service) => service.slug === 'cardiology');
  if (!cardiology) throw new Error('no cardiology service');

  await page.goto('/services');
  await chooseHindi(page);
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(pageHeading(page)).toHaveText('हमारी सेवाएँ');
  const main = page.getByRole('main');
  for (const service of hindi) await expect(main.getByText(service.name, { exact: true }).first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await nav.getByRole('button', { name: 'सेवाएँ' }).hover();
  await expect(nav.getByRole('link', { name: 'हमारी सभी सेवाएँ' })).toBeVisible();
  for (const service of hindi) await expect(nav.getByRole('link', { name: service.name, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: cardiology.name, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/services\/cardiology$/);
  await expect(pageHeading(page)).toHaveText(cardiology.name);
  await expect(main.getByText('हर धड़कन के लिए विशेषज्ञ देखभाल')).toBeVisible();
  // Its doctors are found by the department's slug, whatever language the names come in.
  const departments = await apiList<Department>(request, '/api/doctor/department/', 'hi');
  const heart = departments.find((department) => department.slug === 'cardiology');
  await expect(main.getByRole('heading', { name: `हमारे ${heart?.department_name} डॉक्टर` })).toBeVisible();

  await markDocument(page);
  await chooseEnglish(page);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/services/cardiology');
  await expect(pageHeading(page)).toHaveText('Cardiology');
  await expect(main.getByText('Expert care for every heartbeat')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
  for (const service of english) {
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: service.name, exact: true }),
    ).toBeVisible();
  }
  expect(await stillSameDocument(page)).toBe(true);
});

test('a visit in Hindi asks for each list once, in Hindi, and never in English', async ({ page }) => {
  await page.goto('/');
  await chooseHindi(page);
  // The choice is remembered: arriving at an English address starts at its Hindi one, with no
  // English request first.
  const reads = catalogueReadsOfNextDocument(page);
  await page.goto('/our-doctor');
  await expect(page).toHaveURL(/\/hi\/our-doctor$/);
  await expect(pageHeading(page)).toHaveText('हमारे डॉक्टर');
  await expect(
    page.getByRole('region', { name: 'हमारे विशेषज्ञों से मिलें' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await nav.getByRole('button', { name: 'सेवाएँ' }).hover();
  await expect(nav.getByRole('link', { name: 'हमारी सभी सेवाएँ' })).toBeVisible();
  await nav.getByRole('link', { name: 'हमारी सभी सेवाएँ' }).click();
  await expect(pageHeading(page)).toHaveText('हमारी सेवाएँ');
  await page
    .getByRole('navigation', { name: 'खाता और त्वरित लिंक' })
    .getByRole('link', { name: 'अपॉइंटमेंट', exact: true })
    .click();
  await expect(pageHeading(page)).toHaveText('अपॉइंटमेंट बुक करें');
  await expect(page.getByRole('combobox', { name: 'विभाग' }).locator('option')).not.toHaveCount(1);

  expect(reads).toEqual(
    expect.arrayContaining([
      '/api/doctor/doctor?lang=hi',
      '/api/doctor/department/?lang=hi',
      '/api/service/service-pages/?lang=hi',
    ]),
  );
  expect(reads.filter((read) => !read.endsWith('lang=hi'))).toEqual([]);
  expect(reads.length).toBe(new Set(reads).size);
});

test('/our-doctor in Hindi: names, bios and the department filter', async ({ page, request }) => {
  const doctors = await apiList<Doctor>(request, '/api/doctor/doctor', 'hi');
  const departments = await apiList<Department>(request, '/api/doctor/department/', 'hi');
  const emergency = departments.find((department) => department.slug === 'emergency-medicine');
  if (!emergency) throw new Error('no emergency medicine department');
  const inEmergency = doctors.filter((doctor) => doctor.department.id === emergency.id);

  await page.goto('/our-doctor');
  await chooseHindi(page);
  await expect(pageHeading(page)).toHaveText('हमारे डॉक्टर');
  const filter = page.getByRole('list', { name: 'विभाग' });
  await expect(filter.getByRole('link')).toHaveText(['सभी विभाग', ...departments.map((item) => item.department_name)]);
  const region = page.getByRole('region', { name: 'हमारे विशेषज्ञों से मिलें' });
  const first = doctors[0];
  if (!first) throw new Error('no doctors seeded');
  await expect(region.getByRole('heading', { level: 3 }).first()).toHaveText(first.doctor_name);
  await expect(region.getByText(first.about)).toBeVisible();

  await filter.getByRole('link', { name: emergency.department_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/our-doctor\\?department=${emergency.id}`));
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(inEmergency.map((doctor) => doctor.doctor_name));
});

test('booking a doctor in Hindi: Hindi lists, and the booking stores the department and doctor chosen', async ({
  page,
  request,
}) => {
  const departments = await apiList<Department>(request, '/api/doctor/department/', 'hi');
  const orthopaedics = departments.find((department) => department.slug === 'orthopaedics');
  if (!orthopaedics) throw new Error('no orthopaedics department');
  const doctors = await apiList<Doctor>(request, `/api/doctor/doctor?department=${orthopaedics.id}`, 'hi');
  const englishDoctors = await apiList<Doctor>(request, `/api/doctor/doctor?department=${orthopaedics.id}`, 'en');
  const doctor = doctors[1];
  const inEnglish = englishDoctors.find((item) => item.id === doctor?.id);
  if (!doctor || !inEnglish) throw new Error('no second orthopaedic surgeon');

  await page.goto('/appointment');
  await chooseHindi(page);
  await expect(pageHeading(page)).toHaveText('अपॉइंटमेंट बुक करें');
  const fields = page.getByRole('form', { name: 'अपॉइंटमेंट फ़ॉर्म' });
  const departmentSelect = fields.getByRole('combobox', { name: 'विभाग' });
  await expect(departmentSelect.locator('option')).toHaveText([
    'विभाग चुनें',
    ...departments.map((item) => item.department_name),
  ]);
  await departmentSelect.selectOption({ label: orthopaedics.department_name });
  const doctorSelect = fields.getByRole('combobox', { name: 'डॉक्टर' });
  await expect(doctorSelect.locator('option')).toHaveText(['डॉक्टर चुनें', ...doctors.map((item) => item.doctor_name)]);
  await doctorSelect.selectOption({ label: doctor.doctor_name });

  const phone = uniquePhone();
  // Four months on: clear of the days other journeys book the orthopaedic surgeons.
  const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(120));
  await fields.getByRole('textbox', { name: 'तारीख़', exact: true }).fill(date);
  await fields.getByRole('radio', { name: 'ऑफ़लाइन' }).check();
  await chooseTime(fields, slot.start);
  await fields.getByRole('textbox', { name: 'मरीज़ का नाम', exact: true }).fill('सुनीता यादव');
  await fields.getByRole('textbox', { name: 'ईमेल', exact: true }).fill(uniqueEmail('sunita'));
  await fields.getByRole('textbox', { name: 'फ़ोन', exact: true }).fill(phone);
  await fields.getByRole('textbox', { name: 'पता', exact: true }).fill('मकान 12, सेक्टर 15, फ़रीदाबाद');
  await fields.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
  await fields.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();

  const dialog = page.getByRole('dialog', { name: 'सफल' });
  await expect(dialog).toContainText(doctor.doctor_name);
  await expect(dialog).toContainText(orthopaedics.department_name);
  const reference = await referenceShownIn(dialog, 'APT');
  await dialog.getByRole('button', { name: 'ठीक है' }).click();
  expect(await storedBooking(request, reference, phone)).toMatchObject({
    reference,
    doctor_name: inEnglish.doctor_name,
    department_name: inEnglish.department.department_name,
    status: 'booked',
  });
});

test('the blood test form in Hindi: its labs and tests', async ({ page, request }) => {
  const labs = await apiList<Lab>(request, '/api/lab/lab/', 'hi');
  const tests = await apiList<LabTest>(request, '/api/lab/lab-tests/', 'hi');
  const english = await apiList<LabTest>(request, '/api/lab/lab-tests/', 'en');
  const thyroidId = english.find((item) => item.test_name === 'Thyroid Profile (T3, T4, TSH)')?.id;
  const thyroid = tests.find((item) => item.id === thyroidId);
  if (!thyroid) throw new Error('no thyroid profile');

  await page.goto('/blood-test');
  await chooseHindi(page);
  const fields = page.getByRole('form', { name: 'लैब जाँच बुकिंग' });
  await expect(fields.getByRole('combobox', { name: 'लैब' }).locator('option')).toHaveText([
    'लैब चुनें',
    ...labs.map((lab) => lab.lab_name),
  ]);
  const picker = fields.getByRole('combobox', { name: 'जाँच' });
  await picker.click();
  const list = page.getByRole('listbox', { name: 'जाँचें' });
  await expect(list.getByRole('option').first()).toContainText(tests[0]?.test_name ?? '');
  // Searching in Hindi finds the test by its Hindi name, and choosing it adds it to the chosen tests
  // (a button that removes it, named in Hindi) and sets its lab.
  await picker.fill('थायरॉइड');
  await expect(list.getByRole('option')).toHaveText([`${thyroid.test_name} ₹600`]);
  await list.getByRole('option').click();
  await expect(fields.getByRole('list', { name: 'चुनी गई जाँचें' }).getByRole('button')).toHaveAccessibleName(
    `${thyroid.test_name} हटाएँ`,
  );
  await expect(picker).toHaveValue('');
  await expect(fields.getByRole('combobox', { name: 'लैब' }).locator('option:checked')).toHaveText(
    labs.find((lab) => lab.id === thyroid.lab)?.lab_name ?? '',
  );
});
