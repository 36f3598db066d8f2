import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../../support/site';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { startAtHome } from '../../support/visitor';

/**
 * Issue 44, finding 8: paediatrics and the other departments with bookable doctors and no service
 * page have a page of their own, reached from the Services menu, in English and in Hindi: its
 * doctors, each one's OPD days and next free time, and booking in the department. The sitemap lists
 * them.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SHOTS = process.env.SHOTS_DIR;

interface Department {
  id: number;
  department_name: string;
  slug: string;
}
interface Doctor {
  id: number;
  doctor_name: string;
  department: Department;
}

const doctorsIn = async (request: APIRequestContext, slug: string, lang: 'en' | 'hi') =>
  ((await (await request.get(`${API_URL}/api/doctor/doctor?lang=${lang}`)).json()) as Doctor[]).filter(
    (doctor) => doctor.department.slug === slug,
  );

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** From the home page (Hindi home under /hi/) through Services to the department's entry. */
async function fromServicesMenu(page: Page, lang: 'en' | 'hi', departmentName: string, touch: boolean, shot: string) {
  if (lang === 'hi') {
    await page.goto('/hi/');
    await expect(pageHeading(page)).toBeVisible();
  } else {
    await startAtHome(page);
  }
  const nav = page.getByRole('navigation', { name: lang === 'hi' ? 'मुख्य' : 'Main' });
  const services = nav.getByRole('button', { name: lang === 'hi' ? 'सेवाएँ' : 'Services' });
  if (touch) {
    await nav.getByRole('button', { name: lang === 'hi' ? 'मेन्यू' : 'Menu' }).tap();
    await services.tap();
  } else {
    await services.hover();
  }
  const entry = nav.getByRole('link', { name: departmentName, exact: true });
  await expect(entry).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-menu.png` });
  if (touch) await entry.tap();
  else await entry.click();
  await expect(pageHeading(page)).toHaveText(departmentName);
  await pageSettled(page);
}

async function checkDepartmentPage(
  page: Page,
  request: APIRequestContext,
  { lang, touch, shot }: { lang: 'en' | 'hi'; touch: boolean; shot: string },
) {
  const doctors = await doctorsIn(request, 'paediatrics', lang);
  const [first] = doctors;
  if (!first) throw new Error('the seed has a paediatrician');
  const department = first.department;
  await fromServicesMenu(page, lang, department.department_name, touch, shot);
  await expect(page).toHaveURL(`${lang === 'hi' ? '/hi' : ''}/departments/paediatrics`);

  const main = page.getByRole('main');
  const list = main.getByRole('region', {
    name: lang === 'hi' ? `हमारे ${department.department_name} के डॉक्टर` : `Our ${department.department_name} doctors`,
  });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(doctors.map((doctor) => doctor.doctor_name));
  // Each doctor's OPD days, and the next free time once the browser has asked for it.
  await expect(list.getByText(lang === 'hi' ? /^ओपीडी दिन: / : /^OPD days: /)).toHaveCount(doctors.length);
  await expect(
    list.getByText(lang === 'hi' ? /^(अगला खाली समय: |अगले दो हफ़्तों)/ : /^(Next free time: |No free time)/),
  ).toHaveCount(doctors.length);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });

  const book = main.getByRole('link', {
    name:
      lang === 'hi'
        ? `अपॉइंटमेंट बुक करें ${department.department_name} में`
        : `Book an appointment in ${department.department_name}`,
  });
  await expect(book).toHaveAttribute('href', `${lang === 'hi' ? '/hi' : ''}/appointment?department=${department.id}`);
  if (touch) await book.tap();
  else await book.click();
  await expect(page).toHaveURL(`${lang === 'hi' ? '/hi' : ''}/appointment?department=${department.id}`);
  await pageSettled(page);
  await expect(page.locator('select[name="department"]')).toHaveValue(String(department.id));
  await expect(page.getByRole('status').filter({ hasText: department.department_name })).toContainText(
    lang === 'hi' ? 'पहले से चुना गया है' : 'is already chosen below',
  );
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a mother finds the paediatrics page from Services, sees its doctors and books in it', async ({
    page,
    request,
  }) => {
    await checkDepartmentPage(page, request, { lang: 'en', touch: true, shot: 'department-375-en' });
  });

  test('in Hindi too', async ({ page, request }) => {
    await checkDepartmentPage(page, request, { lang: 'hi', touch: true, shot: 'department-375-hi' });
  });
});

test.describe('on a wide screen (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the paediatrics page from the Services menu, its doctors and booking in it', async ({ page, request }) => {
    await checkDepartmentPage(page, request, { lang: 'en', touch: false, shot: 'department-1280-en' });
  });

  test('in Hindi too', async ({ page, request }) => {
    await checkDepartmentPage(page, request, { lang: 'hi', touch: false, shot: 'department-1280-hi' });
  });
});

test('the page arrives as HTML with its doctors, and the sitemap lists it in both languages', async ({ request }) => {
  const doctors = await doctorsIn(request, 'paediatrics', 'en');
  const html = await (await request.get('/departments/paediatrics')).text();
  for (const doctor of doctors) expect(html).toContain(doctor.doctor_name);
  const hindi = await request.get('/hi/departments/paediatrics');
  expect(hindi.status()).toBe(200);
  expect(await hindi.text()).toContain('<html lang="hi-IN"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/departments\/paediatrics<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/hi\/departments\/paediatrics<\/loc>/);
  // An address with no department behind it is a 404.
  expect((await request.get('/departments/astrology')).status()).toBe(404);
});
