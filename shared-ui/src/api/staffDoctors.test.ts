import { http, HttpResponse } from 'msw';
import type { StaffDoctor } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { ApiError } from './client';
import { retireDoctor, saveDoctorProfile, schedulePrice } from '../staff/staffCalls';

const server = setupTestApi();

const DOCTOR: StaffDoctor = {
  id: 3,
  slug: 'dr-vikram-singh',
  version: 4,
  doctor_name: 'Dr. Vikram Singh',
  doctor_name_hi: null,
  department: 2,
  about: 'Knee and hip replacement.',
  about_hi: null,
  languages: ['en', 'hi'],
  qualifications: ['MBBS', 'MS (Orthopaedics)'],
  registration_council: null,
  registration_number: null,
  years_of_practice: null,
  image: null,
  retired_at: null,
  fees: { in_person: { current: 900, scheduled: [] }, online: { current: 700, scheduled: [] } },
};

const PROFILE = {
  doctor_name: DOCTOR.doctor_name,
  doctor_name_hi: null,
  department: 2,
  about: 'Sports injuries.',
  about_hi: null,
  languages: ['en', 'hi'],
  qualifications: ['MBBS', 'MS (Orthopaedics)'],
  registration_council: null,
  registration_number: null,
  years_of_practice: 14,
  version: 4,
};

describe('the doctors’ and prices’ calls', () => {
  it('sends a profile’s lists flat, and answers the doctor saved or, on a 409, as they are now', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiPath('/api/staff/doctors/3/profile/'), async ({ request }) => {
        const body = (await request.json()) as { version: number };
        sent.push(body);
        return body.version === 4
          ? HttpResponse.json({ ...DOCTOR, version: 5 })
          : HttpResponse.json(
              { message: 'Someone else has just changed it.', code: 'doctorProfileStale', doctor: DOCTOR },
              { status: 409 },
            );
      }),
    );
    await expect(saveDoctorProfile(3, PROFILE)).resolves.toEqual({
      outcome: 'saved',
      doctor: { ...DOCTOR, version: 5 },
    });
    expect(sent[0]).toMatchObject({ languages: 'en, hi', qualifications: 'MBBS\nMS (Orthopaedics)' });
    await expect(saveDoctorProfile(3, { ...PROFILE, version: 3 })).resolves.toEqual({
      outcome: 'conflict',
      code: 'doctorProfileStale',
      params: {},
      doctor: DOCTOR,
    });
  });

  it('a retirement refused for upcoming bookings says how many', async () => {
    server.use(
      http.post(apiPath('/api/staff/doctors/3/retire/'), () =>
        HttpResponse.json(
          { message: 'Upcoming bookings.', code: 'doctorHasUpcomingBookings', params: { count: 2 }, doctor: DOCTOR },
          { status: 409 },
        ),
      ),
    );
    await expect(retireDoctor(3, 4)).resolves.toMatchObject({ outcome: 'conflict', params: { count: 2 } });
  });

  it('a refused price keeps its field’s code', async () => {
    server.use(
      http.post(apiPath('/api/staff/prices/packages/basic-health-check/'), () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            code: 'checkFields',
            errors: { price: 'The price must be more than ₹0' },
            issues: { price: { code: 'pricePositive' } },
          },
          { status: 400 },
        ),
      ),
    );
    const refusal = await schedulePrice(
      { kind: 'package', key: 'basic-health-check' },
      { price: 0, effective_from: '2026-12-06' },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fieldIssues).toEqual({ price: { code: 'pricePositive' } });
  });
});
