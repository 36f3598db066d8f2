/**
 * `/fhir/R4/` and its SMART Scheduling Links feed (issue 50), on the seed: every resource valid R4
 * (the `fhir` package's validator, 0 errors, plus R4's pattern for every instant, which it does not
 * check), every reference resolving, a doctor's free Slots equal to the site's availability, a
 * booking turning its slot busy in the next publication, ETags and 304, bad parameters refused with
 * an OperationOutcome naming them, and no patient's name, phone, e-mail or reference anywhere.
 * The clock is fixed at Monday 7 December 2026, 09:40 in Faridabad, so the seed's timetable and
 * leave decide the answers; it moves forward to pass the feed's 30 seconds of keeping.
 */
import { jest } from '@jest/globals';
import { HOSPITAL } from 'contract/hospital';
import type { AvailabilityDay } from 'contract';
import { doctorOpd } from '../src/db/seed/doctor-opd';
import { clockStoppedAt } from './clock';
import { formData, onFreshApi, ownContact, postForm, validDoctorBooking } from './helpers';
import type { TestApi } from './helpers';
import { INSTANT, problemsOf, stringsIn } from './fhir-validation';
import type { Bundle, Resource } from './fhir-validation';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const NOW = new Date('2026-12-07T04:10:00Z');
clockStoppedAt(NOW);

const TUESDAY = '2026-12-08';
/** Dr. Anita Sharma's (doctor 1) day of leave in the seed. */
const LEAVE_DAY = '2026-12-11';
const BASE = 'http://localhost:4000/fhir/R4';

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { headers });
}

async function fhir<T = Resource>(path: string): Promise<T> {
  const response = await get(path);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  // Parsed here, not by fetch: the validator checks arrays with this realm's Array.
  return JSON.parse(await response.text()) as T;
}

const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource);

async function ndjson(url: string): Promise<Resource[]> {
  const response = await get(new URL(url).pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/fhir+ndjson; charset=utf-8');
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Resource);
}

interface Manifest {
  transactionTime: string;
  request: string;
  output: { type: string; url: string }[];
}

async function publication(): Promise<{ manifest: Manifest; files: Record<string, Resource[]> }> {
  const response = await get('/fhir/R4/$bulk-publish');
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as Manifest;
  const files: Record<string, Resource[]> = {};
  for (const output of manifest.output) files[output.type] = await ndjson(output.url);
  return { manifest, files };
}

const slotsOf = async (query: string) => resourcesOf(await fhir<Bundle>(`/fhir/R4/Slot?${query}`));

/** Moves the clock past the feed's 30 seconds of keeping. */
function passKeeping(): void {
  jest.setSystemTime(new Date(Date.now() + 31_000));
}

test('metadata: a valid CapabilityStatement for R4, naming every resource type searched here', async () => {
  const statement = await fhir('/fhir/R4/metadata');
  expect(statement.resourceType).toBe('CapabilityStatement');
  expect(statement['fhirVersion']).toBe('4.0.1');
  expect(problemsOf(statement)).toEqual([]);
  const rest = statement['rest'] as { resource: { type: string }[] }[];
  expect(rest[0]!.resource.map((resource) => resource.type)).toEqual([
    'Location',
    'Practitioner',
    'PractitionerRole',
    'HealthcareService',
    'Schedule',
    'Slot',
    'Appointment',
  ]);
});

test('every resource is valid R4 with 0 errors, and every reference in it resolves', async () => {
  const all: Resource[] = [];
  for (const type of ['Location', 'Practitioner', 'PractitionerRole', 'HealthcareService', 'Schedule']) {
    const bundle = await fhir<Bundle>(`/fhir/R4/${type}`);
    expect(bundle.type).toBe('searchset');
    expect(problemsOf(bundle)).toEqual([]);
    expect(bundle.total).toBeGreaterThan(0);
    for (const entry of bundle.entry ?? []) {
      expect(entry.fullUrl).toBe(`${BASE}/${type}/${entry.resource.id}`);
      expect(entry.resource.resourceType).toBe(type);
    }
    all.push(...resourcesOf(bundle));
  }
  const slots = await slotsOf(`start=ge${TUESDAY}&start=lt2026-12-10`);
  expect(slots.length).toBeGreaterThan(50);
  all.push(...slots);
  expect(all.flatMap((resource) => problemsOf(resource).map((problem) => `${resource.id} ${problem}`))).toEqual([]);

  const references = new Set(
    all.flatMap((resource) =>
      stringsIn(resource).filter((text) =>
        /^(Location|Practitioner|PractitionerRole|HealthcareService|Schedule)\//.test(text),
      ),
    ),
  );
  expect(references.size).toBeGreaterThan(20);
  for (const reference of references) {
    const resource = await fhir(`/fhir/R4/${reference}`);
    expect(`${resource.resourceType}/${resource.id}`).toBe(reference);
  }
});

test('Location: the hospital with the address, telephone and position of the hospital’s facts', async () => {
  const hospital = await fhir('/fhir/R4/Location/hospital');
  expect(hospital['name']).toBe(HOSPITAL.name);
  expect(hospital['telecom']).toContainEqual({ system: 'phone', value: HOSPITAL.supportPhone, use: 'work' });
  expect(hospital['position']).toEqual({
    latitude: HOSPITAL.location.latitude,
    longitude: HOSPITAL.location.longitude,
  });
  expect(hospital['address']).toMatchObject({
    text: HOSPITAL.address,
    line: ['Plot 12', 'Sector 16A', 'Mathura Road'],
    city: 'Faridabad',
    state: 'Haryana',
    postalCode: '121002',
    country: 'IN',
  });
});

test('Practitioner: the name in English and Hindi and the languages, and no credential the seed does not hold', async () => {
  const doctor = await fhir('/fhir/R4/Practitioner/1');
  const name = (doctor['name'] as Record<string, unknown>[])[0]!;
  expect(name['text']).toBe('Dr. Anita Sharma');
  expect(stringsIn(name['_text'])).toContain('hi');
  expect(doctor['communication']).toEqual(
    doctorOpd['Dr. Anita Sharma']!.languages.map((code) => ({ coding: [{ system: 'urn:ietf:bcp:47', code }] })),
  );
  // The seed holds no degree or registration for any doctor: none is published.
  const everyone = resourcesOf(await fhir<Bundle>('/fhir/R4/Practitioner'));
  expect(everyone.filter((practitioner) => 'qualification' in practitioner)).toEqual([]);
});

test('PractitionerRole: the department, the weekly timetable and the leave ahead', async () => {
  const role = await fhir('/fhir/R4/PractitionerRole/1');
  expect(role['specialty']).toEqual([{ text: 'Cardiology' }]);
  expect(role['availableTime']).toEqual([
    {
      daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      availableStartTime: '09:00:00',
      availableEndTime: '13:00:00',
    },
    {
      daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      availableStartTime: '17:00:00',
      availableEndTime: '18:00:00',
    },
  ]);
  expect(role['notAvailable']).toContainEqual({
    description: 'On leave',
    during: { start: `${LEAVE_DAY}T00:00:00+05:30`, end: `${LEAVE_DAY}T23:59:59+05:30` },
  });
  expect(role['location']).toEqual([
    expect.objectContaining({ reference: 'Location/hospital' }),
    expect.objectContaining({ reference: 'Location/video' }),
  ]);
  const byDoctor = await fhir<Bundle>('/fhir/R4/PractitionerRole?practitioner=Practitioner/1');
  expect(resourcesOf(byDoctor).map((found) => found.id)).toEqual(['1']);
});

test('HealthcareService: every department and every package', async () => {
  const services = resourcesOf(await fhir<Bundle>('/fhir/R4/HealthcareService'));
  const departments = (await (await get('/api/doctor/department/')).json()) as { id: number }[];
  const packages = (await (await get('/api/package/packages/')).json()) as { slug: string }[];
  expect(services.map((service) => service.id).sort()).toEqual(
    [
      ...departments.map((department) => `department-${department.id}`),
      ...packages.map((offered) => `package-${offered.slug}`),
    ].sort(),
  );
});

test('Schedule: one per doctor and place, each naming its place and the doctor', async () => {
  const schedules = resourcesOf(await fhir<Bundle>('/fhir/R4/Schedule?actor=PractitionerRole/1'));
  expect(schedules.map((schedule) => schedule.id)).toEqual(['1-hospital', '1-video']);
  expect(schedules[0]!['actor']).toEqual([
    { reference: 'Location/hospital', display: HOSPITAL.name },
    { reference: 'PractitionerRole/1', display: 'Dr. Anita Sharma' },
  ]);
});

test('for one doctor and day, the free Slots are the free times of /api/doctor/availability/', async () => {
  const response = await get(`/api/doctor/availability/?doctor=1&from=${TUESDAY}&to=${TUESDAY}`);
  const [day] = (await response.json()) as AvailabilityDay[];
  const free = day!.slots.filter((slot) => slot.available);
  const slots = await slotsOf(`schedule=1-hospital,1-video&start=ge${TUESDAY}&start=lt2026-12-09&status=free`);
  expect(slots.map((slot) => [slot['start'], slot['end']])).toEqual(
    free.map((slot) => [`${TUESDAY}T${slot.start}:00+05:30`, `${TUESDAY}T${slot.end}:00+05:30`]),
  );
  expect(slots.map((slot) => (slot['schedule'] as { reference: string }).reference)).toEqual(
    free.map((slot) => `Schedule/1-${slot.online ? 'video' : 'hospital'}`),
  );
});

test('past the published days a search reads the diaries, and still equals availability', async () => {
  const day = '2027-01-12';
  const response = await get(`/api/doctor/availability/?doctor=1&from=${day}&to=${day}`);
  const [availability] = (await response.json()) as AvailabilityDay[];
  const slots = await slotsOf(`schedule=1-hospital,1-video&start=ge${day}&start=le${day}`);
  expect(slots.map((slot) => [slot['start'], slot['status']])).toEqual(
    availability!.slots.map((slot) => [`${day}T${slot.start}:00+05:30`, slot.available ? 'free' : 'busy']),
  );
});

test('leave given for a day takes its slots out of the next publication', async () => {
  const day = '2026-12-15';
  expect(await slotsOf(`schedule=1-hospital&start=${day}`)).not.toEqual([]);
  await api.app.db
    .insertInto('doctor_exceptions')
    .values({ doctor_id: 1, day, reason: 'On leave', reason_hi: 'छुट्टी पर' })
    .execute();
  passKeeping();
  const { files } = await publication();
  expect(files['Slot']!.filter((slot) => String(slot['start']).startsWith(day) && slot.id.startsWith('1-'))).toEqual(
    [],
  );
  const role = files['PractitionerRole']!.find((found) => found.id === '1')!;
  expect(role['notAvailable']).toContainEqual(
    expect.objectContaining({ during: expect.objectContaining({ start: `${day}T00:00:00+05:30` }) }),
  );
});

test('a free Slot links to the appointment page with the doctor and time chosen, and gives the phone', async () => {
  // `+` in a query is a space: a client that forgets to encode it is read as meaning `+`.
  const [slot] = await slotsOf(`schedule=Schedule/1-hospital&start=${TUESDAY}T09:00:00+05:30`);
  expect(await slotsOf(`schedule=Schedule/1-hospital&start=${TUESDAY}T09:00:00%2B05:30`)).toEqual([slot]);
  expect(slot).toMatchObject({ id: '1-hospital-20261208-0900', status: 'free', comment: 'Room 12' });
  expect(slot!['extension']).toEqual([
    {
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
      valueUrl: 'http://localhost:3000/appointment?doctor=1&date=2026-12-08&slot=09%3A00&mode=OFF',
    },
    {
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
      valueString: HOSPITAL.supportPhone,
    },
  ]);
});

test('a day of leave has no slots, as the site offers none', async () => {
  expect(await slotsOf(`schedule=1-hospital,1-video&start=${LEAVE_DAY}`)).toEqual([]);
  expect((await slotsOf(`schedule=1-hospital&start=2026-12-12`)).length).toBeGreaterThan(0);
});

test('$bulk-publish: a manifest of NDJSON files whose every line parses and is valid', async () => {
  const { manifest, files } = await publication();
  expect(manifest.request).toBe(`${BASE}/$bulk-publish`);
  expect(INSTANT.test(manifest.transactionTime)).toBe(true);
  expect(manifest.output.map((output) => output.type)).toEqual(['Location', 'PractitionerRole', 'Schedule', 'Slot']);
  for (const [type, resources] of Object.entries(files)) {
    expect(resources.length).toBeGreaterThan(0);
    expect(new Set(resources.map((resource) => resource.resourceType))).toEqual(new Set([type]));
  }
  // 31 days from today (as many as one search may ask for), none started before now (09:40).
  const starts = files['Slot']!.map((slot) => String(slot['start']));
  expect(starts.every((start) => start >= '2026-12-07T09:45' && start < '2027-01-07')).toBe(true);
  expect(starts.some((start) => start.startsWith('2027-01-06'))).toBe(true);
  // A client that encodes the `$` gets the same manifest.
  expect(JSON.parse(await (await get('/fhir/R4/%24bulk-publish')).text())).toEqual(manifest);
  const invalid = [...files['Schedule']!, ...files['Slot']!.slice(0, 200)].flatMap(problemsOf);
  expect(invalid).toEqual([]);
});

test('a booking turns its slot busy in the next publication, which moves its transactionTime', async () => {
  const before = await publication();
  const id = '1-hospital-20261208-1000';
  expect(before.files['Slot']!.find((slot) => slot.id === id)).toMatchObject({ status: 'free' });

  const contact = ownContact('fhir.patient');
  const booking = validDoctorBooking({
    date: TUESDAY,
    slot_start: '10:00',
    patient_name: 'Kamla Devi Fhirtest',
    ...contact,
  });
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(booking));
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };

  // Searches and the feed are one publication, kept 30 seconds.
  expect((await slotsOf(`_id=${id}&schedule=1-hospital&start=${TUESDAY}`))[0]).toMatchObject({ status: 'free' });
  passKeeping();
  expect((await slotsOf(`_id=${id}&schedule=1-hospital&start=${TUESDAY}`))[0]).toMatchObject({ status: 'busy' });
  const after = await publication();
  expect(after.manifest.transactionTime > before.manifest.transactionTime).toBe(true);
  const busy = after.files['Slot']!.find((slot) => slot.id === id)!;
  expect(busy).toEqual({
    resourceType: 'Slot',
    id,
    schedule: { reference: 'Schedule/1-hospital' },
    status: 'busy',
    start: `${TUESDAY}T10:00:00+05:30`,
    end: `${TUESDAY}T10:15:00+05:30`,
    comment: 'Room 12',
  });

  // Nothing of the patient anywhere: the feed, the searches, the catalogue.
  const texts = [
    JSON.stringify(after),
    JSON.stringify(await slotsOf(`start=ge${TUESDAY}&start=lt2026-12-09`)),
    ...(await Promise.all(
      ['Location', 'Practitioner', 'PractitionerRole', 'HealthcareService', 'Schedule'].map(async (type) =>
        (await get(`/fhir/R4/${type}`)).text(),
      ),
    )),
  ].join('\n');
  for (const personal of [
    'Kamla',
    'Fhirtest',
    contact.phone,
    contact.phone.slice(-4) + '"',
    contact.email,
    reference,
  ]) {
    expect([personal, texts.includes(personal)]).toEqual([personal, false]);
  }
});

test('an unchanged answer is a 304 on its ETag, with the caching a feed needs', async () => {
  for (const path of [
    '/fhir/R4/Location/hospital',
    '/fhir/R4/$bulk-publish',
    '/fhir/R4/bulk/Slot.ndjson',
    `/fhir/R4/Slot?start=${TUESDAY}`,
  ]) {
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=(30|300)$/);
    const again = await get(path, { 'if-none-match': etag });
    expect([path, again.status, await again.text()]).toEqual([path, 304, '']);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await get(path, { 'if-none-match': 'W/"another"' });
    expect(other.status).toBe(200);
  }
});

test('any site’s page may read the feed, never with a cookie; the rest of the API stays the site’s', async () => {
  const origin = 'https://scheduler.example';
  const read = await get(`/fhir/R4/Slot?start=${TUESDAY}`, { origin });
  expect(read.status).toBe(200);
  expect(read.headers.get('access-control-allow-origin')).toBe('*');
  expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  const preflight = await fetch(`${api.baseUrl}/fhir/R4/$bulk-publish`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  const site = await get('/api/doctor/doctor', { origin });
  expect(site.status).toBe(403);
  expect(site.headers.get('access-control-allow-origin')).toBeNull();
});

describe('bad input: a 400 OperationOutcome naming the parameter', () => {
  test.each([
    ['/fhir/R4/Slot?colour=blue', 'colour'],
    ['/fhir/R4/Slot?status=fre', 'status'],
    ['/fhir/R4/Slot?start=tomorrow', 'start'],
    ['/fhir/R4/Slot?start=ge2026-12-08&start=lt2027-02-01', 'start'],
    ['/fhir/R4/Slot?start=lt2027-02-01', 'start'],
    ['/fhir/R4/Slot?schedule=Schedule/%3Cscript%3E', 'schedule'],
    ['/fhir/R4/Location?name=Aravali', 'name'],
    ['/fhir/R4/Slot?_format=xml', '_format'],
  ])('%s', async (path, parameter) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const outcome = JSON.parse(await response.text()) as Resource;
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(problemsOf(outcome)).toEqual([]);
    const [issue] = outcome['issue'] as { severity: string; location: string[]; diagnostics: string }[];
    expect(issue).toMatchObject({ severity: 'error', location: [`http.${parameter}`] });
    expect(issue!.diagnostics).toContain(parameter);
  });

  test('an unknown resource type is a 400; an unknown id a 404; an unknown file a 404', async () => {
    const patient = await get('/fhir/R4/Patient');
    expect(patient.status).toBe(400);
    expect(((await patient.json()) as Resource).resourceType).toBe('OperationOutcome');
    expect((await get('/fhir/R4/Patient/1')).status).toBe(400);
    expect((await get('/fhir/R4/Practitioner/999')).status).toBe(404);
    expect((await get('/fhir/R4/bulk/Patient.ndjson')).status).toBe(404);
  });

  test('a JSON _format is accepted', async () => {
    expect((await get('/fhir/R4/Location?_format=application/fhir%2Bjson')).status).toBe(200);
  });
});
