/**
 * The desk's two settings (issue 47): `DESK_COUNTER_QUOTA` keeps the last free slots of each sitting
 * from the site (its availability shows them held, its booking is refused with the rule named) while
 * the desk still books them; `DESK_NO_SHOW_AFTER_MINUTES` is how long after a sitting's end a booked
 * row becomes a no-show, on the staff clock.
 */
import type { AvailabilityDay, DeskBooking } from 'contract';
import { seedBooking } from './desk-helpers';
import { formData, nextDoctorSlot, ownContact, postForm, validDoctorBooking } from './helpers';
import { call, enrolledMember, freshStaffApi, MINUTE } from './staff-helpers';

const api = freshStaffApi({
  DESK_COUNTER_QUOTA: '2',
  DESK_NO_SHOW_AFTER_MINUTES: '30',
  // Several web bookings of one doctor's day from one address, without the contact's code.
  API_HOLDS_UNPROVEN_PER_CONTACT: '1000',
  API_HOLDS_PER_CONTACT: '1000',
  API_HOLDS_PER_CONTACT_DOCTOR_DAY: '1000',
  API_HOLDS_UNPROVEN_PER_NETWORK: '1000',
  API_HOLDS_PER_NETWORK: '1000',
  API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
});

const webBooking = (date: string, slot: string) =>
  postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(validDoctorBooking({ mode: 'ON', date, slot_start: slot, ...ownContact('quota') })),
  );

test('the site books a sitting down to its last two free slots; the desk books those', async () => {
  // Doctor 1's online sitting, 17:00 to 18:00 in four slots, on a day they sit.
  const { date } = nextDoctorSlot('ON');
  expect((await webBooking(date, '17:00')).status).toBe(201);
  expect((await webBooking(date, '17:15')).status).toBe(201);

  const refused = await webBooking(date, '17:30');
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'slot_taken',
    field: 'slot_start',
    issue: { code: 'slotKeptForCounter', params: { count: 2 } },
  });

  const shown = await fetch(`${api.baseUrl}/api/doctor/availability/?doctor=1&from=${date}&to=${date}`);
  const [day] = (await shown.json()) as AvailabilityDay[];
  const evening = (day?.slots ?? []).filter((slot) => slot.online);
  expect(evening.map((slot) => [slot.start, slot.available])).toEqual([
    ['17:00', false],
    ['17:15', false],
    ['17:30', false],
    ['17:45', false],
  ]);
  // The morning sitting, with all its slots free, is open to the site as before.
  expect(day?.slots.filter((slot) => !slot.online).every((slot) => slot.available)).toBe(true);

  const desk = await enrolledMember(api, 'reception');
  const counter = await call<DeskBooking>(api, 'POST', '/api/staff/bookings/', {
    cookie: desk.cookie,
    body: {
      doctor: 1,
      date,
      mode: 'ON',
      slot_start: '17:30',
      patient_name: 'Kamla Devi',
      email: 'kamla.devi@example.com',
      phone: '9812345678',
      address: 'Village Mohna, Ballabgarh',
      consent: true,
      source: 'phone',
    },
  });
  expect(counter.status).toBe(201);
});

test('a booked row becomes a no-show the set 30 minutes after its sitting ends, not before', async () => {
  const reference = await seedBooking(api, { slot: '12:45' });
  const statusNow = async () =>
    (
      await api.app.db
        .selectFrom('doctor_appointments')
        .select('desk_status')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).desk_status;
  // The staff clock is at 09:30 on the desk's day (DESK_DAY); the morning sitting ends at 13:00.
  api.clock.advance(3 * 60 * MINUTE + 59 * MINUTE);
  await api.app.desk.markNoShows();
  expect(await statusNow()).toBeNull();
  api.clock.advance(2 * MINUTE);
  await api.app.desk.markNoShows();
  expect(await statusNow()).toBe('no_show');
});
