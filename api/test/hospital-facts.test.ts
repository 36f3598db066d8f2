/**
 * The hospital's phone numbers reach patients from one place (contract/hospital): the seeded service
 * pages and the e-mails carry exactly those numbers, and the e-mails link the site's manage page.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DoctorAppointment, LabAppointment, Service, ServicePage } from 'contract';
import { sql } from 'kysely';
import { HOSPITAL } from 'contract/hospital';
import { CATH_LAB_HOURS } from 'tooling/contentClaims';
import {
  decodeQuotedPrintable,
  filesIn,
  formData,
  onFreshApi,
  outboxSettled,
  postForm,
  validDoctorBooking,
  validLabBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

const SITE_URL = 'https://www.aravalicarehospital.in';
let api: TestApi;
let store: TestStore;
onFreshApi(
  (started) => {
    ({ api, store } = started);
  },
  { SITE_URL: `${SITE_URL}/` },
);

/**
 * Every run of digits long enough to be a phone number, as written (spaces kept). The manage link's
 * token is random base64url, which now and then holds such a run: it is left out.
 */
function phoneNumbersIn(text: string): string[] {
  const withoutTokens = text.replace(/#token=[\w-]+/g, '#token=');
  // A number standing on its own: not a run of digits inside a MIME boundary, a message id or a hash.
  return [...withoutTokens.matchAll(/(?<![\w.@-])\+?\d[\d ]{8,}\d(?![\w@-])/g)].map((match) => match[0]);
}

async function emailFor(reference: string): Promise<string> {
  await outboxSettled(api);
  const outboxDir = join(store.dataDir, 'outbox');
  const file = (await filesIn(outboxDir)).find((name) => name.startsWith(`${reference}-`));
  if (!file) throw new Error(`no e-mail for ${reference}`);
  return decodeQuotedPrintable(await readFile(join(outboxDir, file), 'utf8'));
}

test('every seeded service page’s call to action gives exactly the emergency number', async () => {
  const services = (await (await fetch(`${api.baseUrl}/api/service/service-pages/`)).json()) as Service[];
  expect(services.length).toBeGreaterThan(0);
  for (const service of services) {
    const page = (await (
      await fetch(`${api.baseUrl}/api/service/service-page/${service.slug}/`)
    ).json()) as ServicePage;
    expect({ slug: service.slug, phone: page.cta_section?.emergency_contact }).toEqual({
      slug: service.slug,
      phone: HOSPITAL.emergencyPhone,
    });
    // Any number a page's texts give is one of the hospital's own.
    for (const phone of phoneNumbersIn(JSON.stringify(page))) {
      expect([HOSPITAL.emergencyPhone, HOSPITAL.supportPhone, HOSPITAL.ambulancePhone]).toContain(phone);
    }
  }
});

/** Every text of a JSON answer, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

// Issue 44: one page said the cath lab was open round the clock, another that its team was on call.
// Neither the spec nor the hospital says when it is staffed: every page says its team is called in.
test.each(['en', 'hi'])('no seeded service page (%s) gives the cath lab hours', async (language) => {
  const services = (await (
    await fetch(`${api.baseUrl}/api/service/service-pages/?lang=${language}`)
  ).json()) as Service[];
  const cathLabTexts: string[] = [];
  for (const service of services) {
    const page = await (
      await fetch(`${api.baseUrl}/api/service/service-page/${service.slug}/?lang=${language}`)
    ).json();
    cathLabTexts.push(...textsOf(page).filter((text) => /cath lab|कैथ लैब/i.test(text)));
  }
  expect(cathLabTexts.length).toBeGreaterThan(3);
  expect(cathLabTexts.filter((text) => CATH_LAB_HOURS.some((claim) => claim.test(text)))).toEqual([]);
});

test('a doctor booking’s confirmation gives the emergency and support numbers and the manage page', async () => {
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  const booking = (await response.json()) as DoctorAppointment;
  const email = await emailFor(booking.reference);
  expect(email).toContain(`call ${HOSPITAL.emergencyPhone} (24 x 7)`);
  expect(email).toContain(`For help, call us on ${HOSPITAL.supportPhone}.`);
  expect(phoneNumbersIn(email).sort()).toEqual([HOSPITAL.emergencyPhone, HOSPITAL.supportPhone].sort());
  expect(email).toContain(`${SITE_URL}/manage-booking and enter your reference`);
  // The reference is in the text, never in a link.
  expect(email).not.toMatch(/manage-booking\?/);
});

test('a lab booking’s confirmation does the same', async () => {
  const response = await postForm(api, '/api/appointment/labappointment/', formData(validLabBooking()));
  const booking = (await response.json()) as LabAppointment;
  const email = await emailFor(booking.reference);
  expect(email).toContain(`call ${HOSPITAL.emergencyPhone} (24 x 7)`);
  expect(phoneNumbersIn(email).sort()).toEqual([HOSPITAL.emergencyPhone, HOSPITAL.supportPhone].sort());
  expect(email).toContain(`${SITE_URL}/manage-booking`);
});

/** `17:00` as the facts write it: `5PM`. */
function clock(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'AM' : 'PM'}`;
}

test("the OPD hours every page gives span the doctors' timetables, first session to last", async () => {
  const { rows } = await sql<{ weekday: number; opens: string; closes: string }>`
    select weekday, left(min(start_time)::text, 5) as opens, left(max(end_time)::text, 5) as closes
    from doctor_sessions group by weekday order by weekday
  `.execute(api.app.db);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const weekdays = rows.map((row) => row.weekday);
  // The facts say one span of days: the timetables have a session on each of them and no other.
  const first = weekdays[0] ?? 0;
  const last = weekdays.at(-1) ?? 0;
  expect(weekdays).toEqual(Array.from({ length: last - first + 1 }, (_, index) => first + index));
  const opens = rows.map((row) => row.opens).sort()[0] ?? '';
  const closes =
    rows
      .map((row) => row.closes)
      .sort()
      .at(-1) ?? '';
  expect(HOSPITAL.openingHours).toBe(`${days[first]} to ${days[last]} ${clock(opens)} to ${clock(closes)}`);
});
