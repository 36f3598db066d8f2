import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { todayInHospitalZone } from 'contract';
import type {
  AvailabilityDay,
  AvailabilitySlot,
  BookingAccess,
  BookingSummary,
  Department,
  Doctor,
  LabTest,
} from 'contract';
import { API_URL } from './site';
import { expect } from './fixtures';
import { codeFor, sentCount } from './outbox';

export { todayInHospitalZone };

/** A day within the booking horizon, `days` after today in the hospital's zone. */
export function visitDay(days: number): string {
  const [year, month, day] = todayInHospitalZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as the booking form and its confirmation write it in English: "5 December 2026". */
export const longDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A seeded doctor and their department, by name, as the API lists them. */
export async function seededDoctor(request: APIRequestContext, name: string): Promise<Doctor> {
  const doctors = (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[];
  const doctor = doctors.find((candidate) => candidate.doctor_name === name);
  if (!doctor) throw new Error(`no seeded doctor ${name}`);
  return doctor;
}

export async function seededDepartments(request: APIRequestContext): Promise<Department[]> {
  return (await (await request.get(`${API_URL}/api/doctor/department/`)).json()) as Department[];
}

export async function seededTest(request: APIRequestContext, name: string): Promise<LabTest> {
  const tests = (await (await request.get(`${API_URL}/api/lab/lab-tests/`)).json()) as LabTest[];
  const test = tests.find((candidate) => candidate.test_name === name);
  if (!test) throw new Error(`no seeded test ${name}`);
  return test;
}

/**
 * What the API has stored under a reference, proven as a patient proves it: the reference and the
 * phone or e-mail ask for a code, the code is read from the e-mail the API wrote, and the look-up
 * with it answers the booking. The journey ends on the API's answer, not a message.
 */
export async function storedBooking(
  request: APIRequestContext,
  reference: string,
  contact: string,
): Promise<BookingSummary> {
  const sent = await sentCount(reference);
  const asked = await request.post(`${API_URL}/api/appointment/lookup/`, { data: { reference, contact } });
  expect(asked.status()).toBe(202);
  const code = await codeFor(reference, sent);
  const answer = await request.post(`${API_URL}/api/appointment/lookup/`, { data: { reference, contact, code } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as BookingAccess).booking;
}

const patient = (fields: { phone: string; email: string }) => ({
  patient_name: 'Ravi Kumar',
  email: fields.email,
  phone: fields.phone,
  address: 'House 12, Sector 15, Faridabad',
  message: '',
  consent: 'true',
});

/** A doctor booking made straight through the API (for journeys about what comes after). */
/** A day `days` after `day` (`YYYY-MM-DD`, counted in UTC so no zone shifts it). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The doctor's first free slot at the hospital (or online) on `from` or the nearest OPD day after
 * it (availability spans 31 days).
 */
export async function firstFreeSlot(
  request: APIRequestContext,
  doctor: number,
  from: string,
  online = false,
): Promise<{ date: string; slot: AvailabilitySlot }> {
  const answer = await request.get(`${API_URL}/api/doctor/availability/`, {
    params: { doctor, from, to: dayAfter(from, 30) },
  });
  expect(answer.status()).toBe(200);
  for (const day of (await answer.json()) as AvailabilityDay[]) {
    const slot = day.slots.find((candidate) => candidate.available && candidate.online === online);
    if (slot) return { date: day.date, slot };
  }
  throw new Error(`doctor ${doctor} has no free ${online ? 'online' : 'in-person'} slot in the 31 days from ${from}`);
}

/**
 * Chooses the time starting at `start` in a booking form's time picker, as a visitor does: the
 * whole tile tapped on a phone, the radio checked otherwise. Its name starts with the time in
 * either language (`10:30, available`).
 */
export async function chooseTime(form: Locator, start: string, touch = false): Promise<void> {
  const name = new RegExp(`^${start},`);
  const time = form.getByRole('radio', { name });
  // `has` is matched inside each label, so it starts from the page, not from the form.
  if (touch)
    await form
      .locator('label')
      .filter({ has: form.page().getByRole('radio', { name }) })
      .tap();
  else await time.check();
  await expect(time).toBeChecked();
}

/** The doctor appointment form of the page. */
export const appointmentForm = (page: Page): Locator => page.getByRole('form', { name: 'Appointment form' });

/**
 * Fills in the appointment form (in English) for the doctor already chosen, as a visitor types it:
 * the day, the mode, the time starting at `start`, the patient's details (an e-mail address and
 * phone of their own unless given), and consent.
 */
export async function fillInDoctorBooking(
  form: Locator,
  booking: { date: string; mode: 'Online' | 'Offline'; start: string; name: string; email?: string; phone?: string },
): Promise<void> {
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(booking.date);
  await form.getByRole('radio', { name: booking.mode }).check();
  await chooseTime(form, booking.start);
  await form.getByRole('textbox', { name: 'Patient Name', exact: true }).fill(booking.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(booking.email ?? uniqueEmail());
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(booking.phone ?? uniquePhone());
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Sector 21C, Faridabad');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
}

/**
 * A doctor booking made straight through the API, at the doctor's first free in-person slot on
 * `date` or the nearest OPD day after it. Journeys run side by side: a slot another one took
 * between the look and the booking (409) means the next free one, as a patient would choose.
 */
export async function bookDoctorThroughApi(
  request: APIRequestContext,
  fields: { department: number; doctor: number; date: string; phone: string; email: string },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { date, slot } = await firstFreeSlot(request, fields.doctor, fields.date);
    const answer = await request.post(`${API_URL}/api/appointment/doctorappointment/`, {
      multipart: {
        department: String(fields.department),
        doctor: String(fields.doctor),
        date,
        slot_start: slot.start,
        mode: 'OFF',
        ...patient(fields),
      },
    });
    if (answer.status() === 409) continue;
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { reference: string }).reference;
  }
  throw new Error(`doctor ${fields.doctor}: five free slots in a row were taken by other journeys`);
}

/**
 * A booking of the seeded doctor named `name` made straight through the API (see
 * bookDoctorThroughApi), by a patient with an e-mail address and phone of their own unless given.
 */
export async function bookDoctorByName(
  request: APIRequestContext,
  name: string,
  date: string,
  who: { phone?: string; email?: string } = {},
): Promise<string> {
  const doctor = await seededDoctor(request, name);
  return bookDoctorThroughApi(request, {
    department: doctor.department.id,
    doctor: doctor.id,
    date,
    phone: who.phone ?? uniquePhone(),
    email: who.email ?? uniqueEmail(),
  });
}

/** A lab booking made straight through the API: at the lab, or at home (a served pincode) in a window. */
export async function bookLabThroughApi(
  request: APIRequestContext,
  fields: { test: LabTest; date: string; phone: string; email: string; homeWindow?: string },
): Promise<string> {
  const home: Record<string, string> = fields.homeWindow
    ? { collection: 'home', pincode: '121003', collection_window: fields.homeWindow }
    : {};
  const answer = await request.post(`${API_URL}/api/appointment/labappointment/`, {
    multipart: {
      lab: String(fields.test.lab),
      test: String(fields.test.id),
      date: fields.date,
      age: '41',
      ...home,
      ...patient(fields),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

/** Presses Tab until `target` has the focus: how a keyboard user gets from one field to another. */
export async function tabTo(page: Page, target: Locator, maxPresses = 12): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A small, real PDF (the API recognises a prescription by its bytes). */
export const PRESCRIPTION_PDF = {
  name: 'prescription.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A phone number of this run's own, so bookings of parallel journeys never mix. */
export const uniquePhone = (): string => `9${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`;

/**
 * An e-mail address of this journey's own: the API sends at most a few booking e-mails per address
 * an hour, and journeys that read their e-mails must not meet another's limit.
 */
export const uniqueEmail = (name = 'ravi.kumar'): string =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.in`;

/** A reference in the new form: `APT-XXXXX-XXXXC` or `LAB-XXXXX-XXXXC` (Crockford's base32). */
export const NEW_REFERENCE = /^(APT|LAB)-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** The reference a success dialog shows, once it shows one of the given kind in the new form. */
export async function referenceShownIn(dialog: Locator, kind: 'APT' | 'LAB'): Promise<string> {
  const shown = dialog
    .locator('strong')
    .filter({ hasText: new RegExp(`^${kind}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$`) });
  return (await shown.textContent()) ?? '';
}

/**
 * A booking call to route in a test, whatever its query: the forms send the page's language as
 * `?lang=`, which a plain URL or glob would not match.
 */
export const bookingCall =
  (name: 'doctorappointment' | 'labappointment') =>
  (url: URL): boolean =>
    url.pathname.endsWith(`/api/appointment/${name}/`);
