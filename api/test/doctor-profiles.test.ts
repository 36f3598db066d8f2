/**
 * Doctors' profiles at the desk (issue 48): a profile saved in both languages shows on the doctor's
 * page; two editors of one profile, the second told (409) with the profile as it is now; a doctor
 * added gets a slug from the name; a retired one's page answers 410 naming the department, and they
 * leave every list, next-free, the FHIR feed and booking, while their bookings stay at the desk.
 */
import type { Doctor, DoctorProfileInput, StaffDoctor, StaffDoctorListItem } from 'contract';
import { catalogueHistory } from '../src/features/catalogue';
import { dayFromToday, formData, ownContact, postForm, validDoctorBooking } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi({ API_HOLDS_PER_CONTACT: '100000', API_HOLDS_PER_NETWORK: '100000' });
let manager: Member;
let reception: Member;

beforeAll(async () => {
  manager = await enrolledMember(api, 'opd_manager');
  reception = await enrolledMember(api, 'reception');
});

const doctor = (id: number) => call<StaffDoctor>(api, 'GET', `/api/staff/doctors/${id}/`, { cookie: manager.cookie });

const NEW_DOCTOR = {
  doctor_name: 'Dr. Kavita Rao',
  doctor_name_hi: 'डॉ. कविता राव',
  department: 1,
  about: 'Interventional cardiologist.',
  about_hi: 'इंटरवेंशनल कार्डियोलॉजिस्ट।',
  // Lists as the editor's fields write them: the API's bodies are flat.
  languages: 'en, hi',
  qualifications: 'MBBS\nMD (Medicine)\nDM (Cardiology)',
  registration_council: 'Haryana Medical Council',
  registration_number: 'HMC-12345',
  years_of_practice: 12,
  fee_in_person: 900,
  fee_online: 700,
};

function profileOf(current: StaffDoctor, changes: Partial<Record<keyof DoctorProfileInput, unknown>> = {}) {
  return {
    doctor_name: current.doctor_name,
    doctor_name_hi: current.doctor_name_hi,
    department: current.department,
    about: current.about,
    about_hi: current.about_hi,
    languages: current.languages.join(', '),
    qualifications: current.qualifications.join('\n'),
    registration_council: current.registration_council,
    registration_number: current.registration_number,
    years_of_practice: current.years_of_practice,
    version: current.version,
    ...changes,
  };
}

const publicPage = (slug: string, lang = 'en') => fetch(`${api.baseUrl}/api/doctor/doctors/${slug}/?lang=${lang}`);

describe('a profile', () => {
  test('saved in both languages, shows on the doctor’s page, recorded in the history', async () => {
    const current = (await doctor(2)).body;
    const saved = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/2/profile/', {
      cookie: manager.cookie,
      body: profileOf(current, {
        about: 'Heart failure and cardiac rehabilitation.',
        about_hi: 'हार्ट फ़ेल्योर और कार्डियक पुनर्वास।',
        qualifications: 'MBBS\nMD (Medicine)\n',
        years_of_practice: 18,
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: current.version + 1, qualifications: ['MBBS', 'MD (Medicine)'] });
    const page = (await (await publicPage(current.slug, 'hi')).json()) as { about: string; years_of_practice: number };
    expect(page).toMatchObject({ about: 'हार्ट फ़ेल्योर और कार्डियक पुनर्वास।', years_of_practice: 18 });
    const [entry] = await catalogueHistory(api.app.db, 'doctor:2', 1);
    expect(entry).toMatchObject({ action: 'profile.saved', actorId: manager.id });
    expect(entry?.before).toMatchObject({ about: current.about });
    expect(entry?.after).toMatchObject({ about: 'Heart failure and cardiac rehabilitation.' });
  });

  test('the second of two editors gets 409 with the profile as it is now, and nothing is lost', async () => {
    const read = (await doctor(3)).body;
    const first = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/3/profile/', {
      cookie: manager.cookie,
      body: profileOf(read, { about: 'First editor’s text.' }),
    });
    expect(first.status).toBe(200);
    const second = await call<{ doctor: StaffDoctor }>(api, 'POST', '/api/staff/doctors/3/profile/', {
      cookie: manager.cookie,
      body: profileOf(read, { about: 'Second editor’s text.' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('doctorProfileStale');
    expect(second.body.doctor).toMatchObject({ about: 'First editor’s text.', version: read.version + 1 });
  });

  test.each([
    [{ about: '' }, 'about', 'aboutRequired'],
    [{ doctor_name: '' }, 'doctor_name', 'nameRequired'],
    [{ languages: '' }, 'languages', 'languagesRequired'],
    [{ languages: 'en, xx' }, 'languages', 'languageFromList'],
    [{ registration_number: null }, 'registration_number', 'registrationBoth'],
    [{ years_of_practice: 95 }, 'years_of_practice', 'yearsOfPractice'],
    [{ version: undefined }, 'version', 'doctorVersionRequired'],
  ])('%j is refused at %s with %s', async (changes, field, code) => {
    const current = (await doctor(4)).body;
    const body = profileOf(
      { ...current, registration_council: 'Delhi Medical Council', registration_number: 'D-1' },
      changes,
    );
    const answer = await call(api, 'POST', '/api/staff/doctors/4/profile/', { cookie: manager.cookie, body });
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[field]?.code).toBe(code);
  });

  test('reception may not read or change profiles', async () => {
    expect((await call(api, 'GET', '/api/staff/doctors/', { cookie: reception.cookie })).status).toBe(403);
  });
});

describe('a new doctor', () => {
  let added: StaffDoctor;

  test('is added with a slug from the name, listed and bookable at their fee', async () => {
    const answer = await call<StaffDoctor>(api, 'POST', '/api/staff/doctors/', {
      cookie: manager.cookie,
      body: NEW_DOCTOR,
    });
    expect(answer.status).toBe(201);
    added = answer.body;
    expect(added).toMatchObject({ slug: 'dr-kavita-rao', fees: { in_person: { current: 900 } }, retired_at: null });
    const list = (await (await fetch(`${api.baseUrl}/api/doctor/doctor?department=1&lang=hi`)).json()) as Doctor[];
    expect(list.map((item) => item.slug)).toContain('dr-kavita-rao');
    const [entry] = await catalogueHistory(api.app.db, `doctor:${added.id}`, 1);
    expect(entry).toMatchObject({ action: 'doctor.added', before: null });
  });

  test('the same name again is 409 doctorNameTaken; a zero fee is refused at its field', async () => {
    const again = await call(api, 'POST', '/api/staff/doctors/', { cookie: manager.cookie, body: NEW_DOCTOR });
    expect([again.status, again.body.code]).toEqual([409, 'doctorNameTaken']);
    const zero = await call(api, 'POST', '/api/staff/doctors/', {
      cookie: manager.cookie,
      body: { ...NEW_DOCTOR, doctor_name: 'Dr. Other Rao', fee_online: 0 },
    });
    expect(zero.body.issues?.['fee_online']?.code).toBe('pricePositive');
  });
});

describe('retiring a doctor', () => {
  const DOCTOR = 5;
  let retired: StaffDoctor;
  let pastReference: string;

  beforeAll(async () => {
    // A booking of theirs from before (seen at the desk), written as the desk's history keeps it.
    const row = await api.app.db
      .insertInto('doctor_appointments')
      .values({
        department_id: (await doctor(DOCTOR)).body.department,
        doctor_id: DOCTOR,
        visit_date: dayFromToday(-3),
        mode: 'OFF',
        patient_name: 'Old Patient',
        email: 'old@example.com',
        phone: '9810000001',
        address: 'Faridabad',
        message: '',
        consent_at: new Date(),
        reference: 'APT-000901',
        slot_start: '09:00',
        slot_end: '09:15',
        room: 'Room 1',
      })
      .returning('reference')
      .executeTakeFirstOrThrow();
    pastReference = row.reference;
  });

  test('is refused while they have upcoming bookings', async () => {
    const current = (await doctor(1)).body;
    const contact = ownContact('retire');
    const booked = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking(contact)));
    expect(booked.status).toBe(201);
    const answer = await call<{ doctor: StaffDoctor }>(api, 'POST', '/api/staff/doctors/1/retire/', {
      cookie: manager.cookie,
      body: { version: current.version },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('doctorHasUpcomingBookings');
    expect(answer.body.doctor.retired_at).toBeNull();
  });

  test('a stale version is 409; the version read retires them, recorded in the history', async () => {
    const current = (await doctor(DOCTOR)).body;
    const stale = await call(api, 'POST', `/api/staff/doctors/${DOCTOR}/retire/`, {
      cookie: manager.cookie,
      body: { version: current.version - 1 || 99 },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'doctorProfileStale']);
    const answer = await call<StaffDoctor>(api, 'POST', `/api/staff/doctors/${DOCTOR}/retire/`, {
      cookie: manager.cookie,
      body: { version: current.version },
    });
    expect(answer.status).toBe(200);
    retired = answer.body;
    expect(retired.retired_at).not.toBeNull();
    const [entry] = await catalogueHistory(api.app.db, `doctor:${DOCTOR}`, 1);
    expect(entry).toMatchObject({ action: 'doctor.retired', actorId: manager.id });
    const again = await call(api, 'POST', `/api/staff/doctors/${DOCTOR}/retire/`, {
      cookie: manager.cookie,
      body: { version: retired.version },
    });
    expect(again.body.code).toBe('doctorAlreadyRetired');
  });

  test('their page answers 410 naming the department', async () => {
    const response = await publicPage(retired.slug);
    expect(response.status).toBe(410);
    const body = (await response.json()) as { code: string; department: { id: number; slug: string } };
    expect(body.code).toBe('doctorRetired');
    expect(body.department.id).toBe(retired.department);
  });

  test('they leave the lists, the FHIR feed, availability and booking', async () => {
    const list = (await (await fetch(`${api.baseUrl}/api/doctor/doctor?lang=en`)).json()) as Doctor[];
    expect(list.map((item) => item.id)).not.toContain(DOCTOR);
    const fhir = (await (await fetch(`${api.baseUrl}/fhir/R4/Practitioner`)).json()) as {
      entry?: { resource: { id: string } }[];
    };
    expect(JSON.stringify(fhir)).not.toContain(retired.slug);
    const from = dayFromToday(1);
    const availability = await fetch(
      `${api.baseUrl}/api/doctor/availability/?doctor=${DOCTOR}&from=${from}&to=${dayFromToday(7)}`,
    );
    expect(availability.status).toBe(400);
    const booking = await postForm(
      api,
      '/api/appointment/doctorappointment/',
      formData(
        validDoctorBooking({
          ...ownContact('retired'),
          department: String(retired.department),
          doctor: String(DOCTOR),
          date: dayFromToday(3),
          slot_start: '10:00',
        }),
      ),
    );
    expect(booking.status).toBe(400);
    expect(((await booking.json()) as { issues: Record<string, { code: string }> }).issues['doctor']?.code).toBe(
      'doctorRetired',
    );
  });

  test('the desk still lists them, retired, and their past booking is kept', async () => {
    const list = await call<StaffDoctorListItem[]>(api, 'GET', '/api/staff/doctors/', { cookie: manager.cookie });
    expect(list.body.find((item) => item.id === DOCTOR)?.retired_at).not.toBeNull();
    const kept = await api.app.db
      .selectFrom('doctor_appointments')
      .select(['reference', 'fee'])
      .where('reference', '=', pastReference)
      .executeTakeFirstOrThrow();
    expect(kept.fee).toBeGreaterThan(0);
  });
});
