import { http, HttpResponse } from 'msw';
import type { LabRunRow } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { getLabRunSheet, markLabBooking, resetLabBooking } from '../staff/staffCalls';

const server = setupTestApi();

const ROW: LabRunRow = {
  reference: 'LAB-7K3QX-9MWPD',
  date: '2026-12-07',
  collection: 'home',
  lab: { id: 1, name: 'Pathology Lab' },
  tests: ['Complete Blood Count'],
  package: null,
  price: 850,
  patient_name: 'Mohan Lal',
  age: 61,
  phone_last4: '3210',
  pincode: '121002',
  window: '07-09',
  address: 'House 214, Sector 15, Faridabad',
  status: 'booked',
  collected_at: null,
  version: 1,
};

describe('the lab run sheet calls', () => {
  it('reads the day asked for and marks a row with its version', async () => {
    const asked: (string | null)[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(apiPath('/api/staff/labs/day/'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date'));
        return HttpResponse.json({ date: '2026-12-08', lab_visits: [], home_collections: [] });
      }),
      http.post(apiPath('/api/staff/labs/:reference/collected/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...ROW, status: 'collected', version: 2 });
      }),
    );
    await expect(getLabRunSheet('2026-12-08')).resolves.toEqual({
      date: '2026-12-08',
      lab_visits: [],
      home_collections: [],
    });
    await expect(markLabBooking(ROW.reference, 'collected', 1)).resolves.toEqual({
      outcome: 'changed',
      booking: { ...ROW, status: 'collected', version: 2 },
    });
    expect(asked).toEqual(['2026-12-08']);
    expect(sent).toEqual([{ version: 1 }]);
  });

  it('answers a 409 with the row as it is now, and fails on other refusals', async () => {
    server.use(
      http.post(apiPath('/api/staff/labs/:reference/reset/'), () =>
        HttpResponse.json({ code: 'deskStatusMove', message: 'No', status: 'booked', booking: ROW }, { status: 409 }),
      ),
      http.post(apiPath('/api/staff/labs/:reference/not-reached/'), () =>
        HttpResponse.json({ code: 'staffRoleRefused', message: 'No' }, { status: 403 }),
      ),
    );
    await expect(resetLabBooking(ROW.reference, { version: 1, reason: 'Wrong row' })).resolves.toEqual({
      outcome: 'conflict',
      code: 'deskStatusMove',
      booking: ROW,
    });
    await expect(markLabBooking(ROW.reference, 'not-reached', 1)).rejects.toMatchObject({ status: 403 });
  });
});
