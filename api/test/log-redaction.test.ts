/**
 * Issue 43, finding 3: a booking reference opens the booking with a code or a grant, so it must not
 * sit in the access logs (`/api/appointment/calendar/{ref}.ics`), and the audit's hash of it must
 * need the API's key (a plain SHA-256 of every reference can be computed by anyone who reads the logs).
 */
import { createHash } from 'node:crypto';
import type { DoctorAppointmentCreated } from 'contract';
import { AuditKey } from '../src/audit/audit';
import { loggedPath } from '../src/app';
import { formData, onFreshApi, postForm, postJson, SITE_ORIGIN, validDoctorBooking } from './helpers';
import type { TestApi } from './helpers';

const API_SECRET = 'a-test-key-of-the-api-0123456789abcdef';

let api: TestApi;
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  { API_SECRET },
);

async function booked(): Promise<DoctorAppointmentCreated> {
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointmentCreated;
}

test('a calendar file asked for by its reference is logged without the reference, in any spelling', async () => {
  const booking = await booked();
  const random = booking.reference.slice(4);
  const spellings = [
    booking.reference,
    booking.reference.toLowerCase(),
    booking.reference.replace('-', '%2D'),
    `${booking.reference}.ics?download=1`,
  ];
  for (const spelling of spellings) {
    const path = spelling.includes('.ics') ? spelling : `${spelling}.ics`;
    const response = await fetch(`${api.baseUrl}/api/appointment/calendar/${path}`, {
      headers: { authorization: `Bearer ${booking.access}` },
    });
    expect(response.status).toBe(200);
  }
  const lines = api.logs.filter((line) => line.includes('/api/appointment/calendar/'));
  expect(lines.length).toBeGreaterThanOrEqual(spellings.length);
  expect(lines.join('\n')).toContain('"url":"/api/appointment/calendar/[reference].ics"');
  for (const line of api.logs) {
    expect(line.toUpperCase()).not.toContain(random);
    expect(line).not.toContain(booking.access);
  }
});

test('a logged path keeps what it asked for, without references or tokens', () => {
  expect(loggedPath('/api/doctor/doctors/dr-anita-sharma/?x=1')).toBe('/api/doctor/doctors/dr-anita-sharma/');
  expect(loggedPath('/api/appointment/calendar/LAB-000019.ics')).toBe('/api/appointment/calendar/[reference].ics');
  expect(loggedPath('/api/x/Zq3vY0c9Qm1rT8pLk2sWb4nH6dF7gJ5aE0xC/')).toBe('/api/x/[token]/');
  expect(loggedPath('/api/%ff')).toBe('/api/%ff');
});

test("the audit's reference hash is keyed with the API's key: no plain hash of the reference", async () => {
  const booking = await booked();
  const lookup = await postJson(
    api,
    '/api/appointment/lookup/',
    { reference: booking.reference, contact: booking.email },
    { origin: SITE_ORIGIN },
  );
  expect(lookup.status).toBeLessThan(500);
  const audits = api.logs
    .map((line) => JSON.parse(line) as { audit?: { event: string; reference_hash?: string } })
    .flatMap((line) => (line.audit?.reference_hash ? [line.audit.reference_hash] : []));
  expect(audits.length).toBeGreaterThan(0);
  const keyed = new AuditKey(API_SECRET).referenceHash(booking.reference);
  for (const hash of audits) {
    expect(hash).toBe(keyed);
    for (const plain of [booking.reference, `audit:${booking.reference}`]) {
      expect(createHash('sha256').update(plain).digest('hex')).not.toContain(hash);
    }
  }
});
