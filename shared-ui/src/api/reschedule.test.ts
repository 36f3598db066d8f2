import { http, HttpResponse } from 'msw';
import type { BookingSummary } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { downloadBookingCalendar, rescheduleBooking, rescheduleLabBooking } from './bookings';
import { ApiError } from './client';

const server = setupTestApi();

const REFERENCE = 'APT-7K3QD-M9X21';
const TAKEN = 'The 10:30 slot on 3 December 2026 has just been booked by someone else. Please choose another time.';
const NOT_FOUND =
  'We could not find a booking with this reference and phone number or email. Please check both and try again.';
const EVENT = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `UID:${REFERENCE}@aravalicarehospital.in`,
  'DTSTART;TZID=Asia/Kolkata:20261203T103000',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const moved: BookingSummary = {
  kind: 'doctor',
  reference: REFERENCE,
  date: '2026-12-03',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  doctor_name: 'Dr. Anita Sharma',
  department_name: 'Cardiology',
  mode: 'OFF',
  slot_start: '10:30',
  slot_end: '10:45',
  room: 'Room 12',
  doctor_slug: 'dr-anita-sharma',
  fee: 1000,
};

describe('rescheduleBooking', () => {
  it('sends the reference, grant and new slot as JSON and answers the booking at its new slot', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/api/appointment/reschedule/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(moved);
      }),
    );
    const input = { reference: REFERENCE, access: 'grant', date: '2026-12-03', slot_start: '10:30' };

    await expect(rescheduleBooking(input)).resolves.toEqual(moved);
    expect(sent).toEqual([input]);
  });

  it('fails with the 409 of a slot just taken: its message, code and field', async () => {
    server.use(
      http.post(apiPath('/api/appointment/reschedule/'), () =>
        HttpResponse.json({ message: TAKEN, code: 'slot_taken', field: 'slot_start' }, { status: 409 }),
      ),
    );

    const failure = rescheduleBooking({
      reference: REFERENCE,
      access: 'grant',
      date: '2026-12-03',
      slot_start: '10:30',
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'slot_taken', message: TAKEN });
  });
});

describe('rescheduleLabBooking', () => {
  const LAB_REFERENCE = 'LAB-7K3QD-M9X21';
  const movedLab: BookingSummary = {
    kind: 'lab',
    reference: LAB_REFERENCE,
    date: '2026-12-09',
    status: 'booked',
    cancelled_at: null,
    can_cancel: true,
    test_name: 'Lipid Profile',
    lab_name: 'Central Pathology Lab',
    test_price: 750,
    collection: 'home',
    collection_window: '16-18',
  };

  it('posts the reference, grant, day and window as JSON to the lab reschedule and answers the moved booking', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/api/appointment/reschedule-lab/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(movedLab);
      }),
    );
    const input = { reference: LAB_REFERENCE, access: 'grant', date: '2026-12-09', collection_window: '16-18' };

    await expect(rescheduleLabBooking(input)).resolves.toEqual(movedLab);
    expect(sent).toEqual([input]);
  });

  it("fails with a 400's field issue, named on its field", async () => {
    const issue = { code: 'windowPassed' };
    server.use(
      http.post(apiPath('/api/appointment/reschedule-lab/'), () =>
        HttpResponse.json(
          {
            message: 'Please check the form.',
            errors: { collection_window: 'This time has passed.' },
            issues: { collection_window: issue },
          },
          { status: 400 },
        ),
      ),
    );

    const failure = rescheduleLabBooking({ reference: LAB_REFERENCE, date: '2026-12-05', collection_window: '07-09' });

    await expect(failure).rejects.toMatchObject({ status: 400, fieldIssues: { collection_window: issue } });
  });
});

describe('downloadBookingCalendar', () => {
  it('asks for the event with the grant in the Authorization header, not in the address', async () => {
    const seen: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse(EVENT, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
      }),
    );

    const file = await downloadBookingCalendar(REFERENCE, 'grant-123');

    expect(file.type).toBe('text/calendar;charset=utf-8');
    await expect(file.text()).resolves.toBe(EVENT);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe('Bearer grant-123');
    expect(seen[0]?.url).not.toContain('grant-123');
  });

  it('sends no Authorization header without a grant (the session cookie proves it then)', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return new HttpResponse(EVENT, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
      }),
    );

    await downloadBookingCalendar(REFERENCE);

    expect(seen).toEqual([null]);
  });

  it("fails with the API's message of a refused proof", async () => {
    server.use(
      http.get(apiPath(`/api/appointment/calendar/${REFERENCE}.ics`), () =>
        HttpResponse.json({ message: NOT_FOUND }, { status: 404 }),
      ),
    );

    await expect(downloadBookingCalendar(REFERENCE, 'expired')).rejects.toMatchObject({
      status: 404,
      message: NOT_FOUND,
    });
  });
});
