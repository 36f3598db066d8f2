/**
 * Fees and prices changed at the desk (issue 48): a change takes effect from its day for bookings
 * made from then on, a booking keeps the price it was made at, bad prices and past days are refused
 * naming the field and the rule, and every change is in the catalogue's history with its member.
 */
import type { DoctorProfile, LabTest, StaffDoctor, StaffPricedItem, StaffPrices } from 'contract';
import { catalogueHistory } from '../src/features/catalogue';
import { doctorProfile } from '../src/features/doctors/repository';
import { priceOn } from '../src/features/prices';
import { dayFromToday, formData, ownContact, postForm, validDoctorBooking, validLabBooking } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

/** Many bookings from one test network and contact domain: the holds' caps are other files' subject. */
const UNCAPPED = {
  API_HOLDS_PER_CONTACT: '100000',
  API_HOLDS_PER_CONTACT_DOCTOR_DAY: '100000',
  API_HOLDS_UNPROVEN_PER_NETWORK: '100000',
  API_HOLDS_PER_NETWORK: '100000',
  API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
};
const api = freshStaffApi(UNCAPPED);
let manager: Member;
let reception: Member;

beforeAll(async () => {
  manager = await enrolledMember(api, 'opd_manager');
  reception = await enrolledMember(api, 'reception');
});

const TODAY = dayFromToday(0);

async function bookDoctor1(mode: 'ON' | 'OFF' = 'OFF'): Promise<string> {
  const contact = ownContact('fee');
  const response = await postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(validDoctorBooking({ ...contact, mode })),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function storedFee(reference: string): Promise<number> {
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select('fee')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.fee;
}

const scheduleFee = (body: unknown, member: Member = manager, doctor = 1) =>
  call<StaffDoctor['fees']>(api, 'POST', `/api/staff/doctors/${doctor}/fees/`, { body, cookie: member.cookie });

async function publicProfile(): Promise<DoctorProfile> {
  // The public route keeps its answer a minute (the page freshness work's to refresh): what it
  // loads is the repository's answer, read here at once.
  const profile = await doctorProfile(api.app.db, 'dr-anita-sharma', 'en');
  if (!profile) throw new Error('no doctor 1');
  return profile;
}

describe('a doctor’s fee', () => {
  test('a change from tomorrow leaves today’s bookings and quote alone; one from today is charged at once', async () => {
    const before = await bookDoctor1();
    expect(await storedFee(before)).toBe(1000);

    const tomorrow = await scheduleFee({ mode: 'in_person', price: 1200, effective_from: dayFromToday(1) });
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.in_person).toEqual({
      current: 1000,
      scheduled: [{ price: 1200, effective_from: dayFromToday(1) }],
    });
    expect((await publicProfile()).fee.in_person).toBe(1000);
    expect(await storedFee(await bookDoctor1())).toBe(1000);
    // From its day on, the same expression every read and the booking's trigger use gives the new fee.
    const onTomorrow = await api.app.db
      .selectFrom('doctors')
      .select(priceOn('fee_in_person', 'doctors.id', 'doctors.fee_in_person', dayFromToday(1)).as('fee'))
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(onTomorrow.fee).toBe(1200);

    const now = await scheduleFee({ mode: 'in_person', price: 1100, effective_from: TODAY });
    expect(now.body.in_person.current).toBe(1100);
    expect((await publicProfile()).fee).toEqual({ in_person: 1100, online: 800 });
    const after = await bookDoctor1();
    expect(await storedFee(after)).toBe(1100);
    // The booking made before the change keeps the fee it was made at.
    expect(await storedFee(before)).toBe(1000);
  });

  test('the online fee is its own; an online booking stores it', async () => {
    await scheduleFee({ mode: 'online', price: 650, effective_from: TODAY });
    expect(await storedFee(await bookDoctor1('ON'))).toBe(650);
    expect((await publicProfile()).fee.online).toBe(650);
  });

  test('a second change for the same day replaces the first', async () => {
    const day = dayFromToday(10);
    await scheduleFee({ mode: 'online', price: 700, effective_from: day });
    const again = await scheduleFee({ mode: 'online', price: 720, effective_from: day });
    expect(again.body.online.scheduled).toEqual([{ price: 720, effective_from: day }]);
  });

  test.each([
    [{ mode: 'in_person', price: 0, effective_from: TODAY }, 'price', 'pricePositive'],
    [{ mode: 'in_person', price: -100, effective_from: TODAY }, 'price', 'pricePositive'],
    [{ mode: 'in_person', price: 50_001, effective_from: TODAY }, 'price', 'feeTooHigh'],
    [{ mode: 'in_person', price: 12.5, effective_from: TODAY }, 'price', 'priceWhole'],
    [{ mode: 'in_person', price: 900, effective_from: dayFromToday(-1) }, 'effective_from', 'effectiveFromPast'],
    [{ mode: 'in_person', price: 900 }, 'effective_from', 'effectiveFromRequired'],
    [{ mode: 'walk-in', price: 900, effective_from: TODAY }, 'mode', 'feeModeRequired'],
  ])('%j is refused at %s with %s', async (body, field, code) => {
    const answer = await scheduleFee(body);
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[field]?.code).toBe(code);
  });

  test('the bound is said in the message', async () => {
    const answer = await scheduleFee({ mode: 'online', price: 99_999, effective_from: TODAY });
    expect(answer.body.issues?.['price']).toEqual({ code: 'feeTooHigh', params: { max: '50,000' } });
  });

  test('an unknown doctor is 404; reception may not change a fee', async () => {
    expect((await scheduleFee({ mode: 'online', price: 500, effective_from: TODAY }, manager, 99999)).body.code).toBe(
      'doctorNotFound',
    );
    const refused = await scheduleFee({ mode: 'online', price: 500, effective_from: TODAY }, reception);
    expect(refused.status).toBe(403);
  });

  test('each change is in the doctor’s history with its member, before and after', async () => {
    const history = await catalogueHistory(api.app.db, 'doctor:1', 10);
    const changes = history.filter((entry) => entry.action === 'fee.scheduled');
    expect(changes.length).toBeGreaterThanOrEqual(4);
    expect(changes.every((entry) => entry.actorId === manager.id)).toBe(true);
    const fromToday = changes.find(
      (entry) => (entry.after as { change?: { price?: number } } | null)?.change?.price === 1100,
    );
    expect(fromToday?.before).toMatchObject({ in_person: { current: 1000 } });
    expect(fromToday?.after).toMatchObject({ in_person: { current: 1100 } });
  });
});

const prices = () => call<StaffPrices>(api, 'GET', '/api/staff/prices/', { cookie: manager.cookie });

describe('package and test prices', () => {
  test('the list has every package and test with today’s price', async () => {
    const answer = await prices();
    expect(answer.status).toBe(200);
    expect(answer.body.packages.find((item) => item.key === 'basic-health-check')?.price.current).toBe(1999);
    expect(answer.body.tests.length).toBeGreaterThan(3);
  });

  test('a test’s new price from today is what the list shows and a lab booking is charged; earlier bookings keep theirs', async () => {
    const test1 = (await prices()).body.tests.find((item) => item.key === '1');
    if (!test1) throw new Error('no test 1');
    const oldPrice = test1.price.current;
    const first = await postForm(api, '/api/appointment/labappointment/', formData(validLabBooking(ownContact('lab'))));
    expect(first.status).toBe(201);
    const firstBooking = (await first.json()) as { reference: string; price: number };
    expect(firstBooking.price).toBe(oldPrice);

    const changed = await call<StaffPricedItem>(api, 'POST', '/api/staff/prices/tests/1/', {
      cookie: manager.cookie,
      body: { price: oldPrice + 150, effective_from: TODAY },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.price.current).toBe(oldPrice + 150);
    const tests = (await (await fetch(`${api.baseUrl}/api/lab/lab-tests/?lang=hi`)).json()) as LabTest[];
    expect(tests.find((test) => test.id === 1)?.test_price).toBe(oldPrice + 150);

    const second = await postForm(
      api,
      '/api/appointment/labappointment/',
      formData(validLabBooking(ownContact('lab'))),
    );
    expect(((await second.json()) as { price: number }).price).toBe(oldPrice + 150);
    const kept = await api.app.db
      .selectFrom('lab_appointments')
      .select('price')
      .where('reference', '=', firstBooking.reference)
      .executeTakeFirstOrThrow();
    expect(kept.price).toBe(oldPrice);
    const history = await catalogueHistory(api.app.db, 'test:1', 5);
    expect(history[0]).toMatchObject({ action: 'price.scheduled', actorId: manager.id });
  });

  test('a package’s price from a later day is scheduled, not shown yet', async () => {
    const day = dayFromToday(7);
    const changed = await call<StaffPricedItem>(api, 'POST', '/api/staff/prices/packages/basic-health-check/', {
      cookie: manager.cookie,
      body: { price: '2,199', effective_from: day },
    });
    expect(changed.body.price).toEqual({ current: 1999, scheduled: [{ price: 2199, effective_from: day }] });
    const packages = (await (await fetch(`${api.baseUrl}/api/package/packages/`)).json()) as {
      slug: string;
      price: number;
    }[];
    expect(packages.find((item) => item.slug === 'basic-health-check')?.price).toBe(1999);
    const history = await catalogueHistory(api.app.db, 'package:basic-health-check', 5);
    expect(history[0]?.action).toBe('price.scheduled');
  });

  test.each([
    [{ price: 0, effective_from: TODAY }, 'price', 'pricePositive'],
    [{ price: 500_001, effective_from: TODAY }, 'price', 'priceTooHigh'],
    [{ price: 100, effective_from: '2020-01-01' }, 'effective_from', 'effectiveFromPast'],
    [{ price: 100, effective_from: 'tomorrow' }, 'effective_from', 'dateInvalid'],
  ])('%j is refused at %s with %s', async (body, field, code) => {
    const answer = await call(api, 'POST', '/api/staff/prices/packages/basic-health-check/', {
      cookie: manager.cookie,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[field]?.code).toBe(code);
  });

  test('an unknown package or test is 404', async () => {
    const body = { price: 100, effective_from: TODAY };
    for (const path of ['/api/staff/prices/packages/no-such-package/', '/api/staff/prices/tests/99999/']) {
      const answer = await call(api, 'POST', path, { cookie: manager.cookie, body });
      expect([answer.status, answer.body.code]).toEqual([404, 'priceItemNotFound']);
    }
  });
});
