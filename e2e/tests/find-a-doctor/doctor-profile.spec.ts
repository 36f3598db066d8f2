import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../../support/site';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { fromHomeMenu } from '../../support/visitor';

/**
 * A doctor's own page (/our-doctor/{slug}) and the OPD day and language filters of /our-doctor
 * that lead to it (issue 20).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const TUESDAY = 2;

interface ListedDoctor {
  id: number;
  doctor_name: string;
  slug: string;
  opd_days: number[];
  languages: string[];
  department: { id: number; department_name: string };
}
interface Profile extends ListedDoctor {
  fee: { in_person: number; online: number };
  timetable: { weekday: number; start: string; end: string; room: string | null; online: boolean }[];
}

const listed = async (request: APIRequestContext) =>
  (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as ListedDoctor[];
const profileOf = async (request: APIRequestContext, slug: string) =>
  (await (await request.get(`${API_URL}/api/doctor/doctors/${slug}/`)).json()) as Profile;

const rupees = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);
/** '09:00' → '9:00', as the page says a time. */
const clock = (time: string) => time.replace(/^0/, '');
const doctorsRegion = (page: Page) => page.getByRole('region', { name: 'Meet our specialists' });
const doctorNames = (page: Page) => doctorsRegion(page).getByRole('heading', { level: 3 });
const filters = (page: Page) => page.getByRole('form', { name: 'OPD day and language' });
const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations;

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a patient finds a cardiologist who sits on Tuesday, reads the profile and books with them', async ({
    page,
    request,
  }) => {
    const cardiologists = (await listed(request)).filter(
      (doctor) => doctor.department.department_name === 'Cardiology' && doctor.opd_days.includes(TUESDAY),
    );
    const [doctor] = cardiologists;
    if (!doctor) throw new Error('no cardiologist sits on Tuesday in the seed');
    const profile = await profileOf(request, doctor.slug);

    await fromHomeMenu(page, 'About Us', 'Our Doctors');
    await filters(page).getByRole('combobox', { name: 'OPD day' }).selectOption({ label: 'Tuesday' });
    await expect(page).toHaveURL(`/our-doctor?day=${TUESDAY}`);
    await page.getByRole('list', { name: 'Department' }).getByRole('link', { name: 'Cardiology' }).tap();
    await expect(page).toHaveURL(`/our-doctor?department=${doctor.department.id}&day=${TUESDAY}`);
    await expect(doctorNames(page)).toHaveText(cardiologists.map((cardiologist) => cardiologist.doctor_name));
    await expect(doctorsRegion(page).getByRole('status')).toHaveText(
      cardiologists.length === 1 ? '1 doctor in Cardiology' : `${cardiologists.length} doctors in Cardiology`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await doctorsRegion(page).getByRole('link', { name: doctor.doctor_name, exact: true }).tap();
    await expect(page).toHaveURL(`/our-doctor/${doctor.slug}`);
    await expect(pageHeading(page)).toHaveText(doctor.doctor_name);
    await expect(page).toHaveTitle(new RegExp(`^${doctor.doctor_name.replace('.', '\\.')} \\| `));
    const main = page.getByRole('main');
    // The seed has no degrees or registration (the hospital supplies credentials): no empty rows for them.
    const details = main.getByRole('region', { name: 'About the doctor' });
    await expect(details.getByText('Languages spoken')).toBeVisible();
    await expect(details.getByText('Qualifications')).toHaveCount(0);
    await expect(details.getByText('Registration')).toHaveCount(0);
    await expect(main.getByText(rupees(profile.fee.in_person), { exact: true })).toBeVisible();
    await expect(main.getByText(rupees(profile.fee.online), { exact: true })).toBeVisible();
    const timetable = main.getByRole('region', { name: 'OPD timetable' });
    // Monday first: the first line is the earliest weekday's sitting, its hours and its room said in words.
    const [sitting] = [...profile.timetable].sort(
      (a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7) || a.start.localeCompare(b.start),
    );
    if (!sitting) throw new Error('the doctor has no OPD sitting');
    await expect(timetable.getByRole('listitem').first()).toContainText(
      `${clock(sitting.start)}–${clock(sitting.end)}, ${sitting.online ? 'online consultation' : sitting.room}`,
    );
    await expect(main.getByRole('region', { name: 'Next free times' }).getByRole('listitem').first()).toBeVisible();
    await pageSettled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await axeViolations(page)).toEqual([]);

    await main
      .getByRole('link', { name: `Book Appointment with ${doctor.doctor_name}` })
      .first()
      .tap();
    await expect(page).toHaveURL(`/appointment?doctor=${doctor.slug}`);
    await expect(page.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
  });
});

test('a filter that leaves no doctor says so, and one link clears every filter', async ({ page }) => {
  await page.goto('/our-doctor?day=0&language=zu');
  await expect(pageHeading(page)).toHaveText('Our Doctors');
  await expect(doctorsRegion(page).getByText('No doctors found.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await doctorsRegion(page).getByRole('link', { name: 'Show all doctors' }).click();
  await expect(page).toHaveURL('/our-doctor');
  await expect(filters(page).getByRole('combobox', { name: 'OPD day' })).toHaveValue('');
  await expect(doctorNames(page).first()).toBeVisible();
});

test("an unknown doctor's address says the doctor is not found and leads to every doctor", async ({ page }) => {
  await page.goto('/our-doctor/dr-nobody-at-all');
  await expect(pageHeading(page)).toHaveText('Doctor not found');
  await page.getByRole('link', { name: 'See all our doctors' }).click();
  await expect(pageHeading(page)).toHaveText('Our Doctors');
});
