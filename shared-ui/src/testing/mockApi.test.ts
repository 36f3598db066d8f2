import { http, HttpResponse } from 'msw';
import {
  createDoctorAppointment,
  createLabAppointment,
  getDepartments,
  getDoctors,
  getLabTests,
  getLabs,
  getSearchWords,
  getServicePage,
  getServices,
  sendContactMessage,
  signIn,
  signUp,
} from '../api';
import { ApiError } from '../api/client';
import { todayInHospitalZone } from 'contract';
import { apiAnswers, fixtures } from './fixtures';
import { setupMockApi } from './mockApi';
import { apiPath } from './testApi';

const api = setupMockApi();

const post = async (path: string, body: unknown) => {
  const response = await fetch(apiPath(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const booking = {
  date: todayInHospitalZone(),
  patient_name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'Sector 16, Faridabad',
  message: '',
  sms_messages: true,
  whatsapp_messages: false,
  consent: true as const,
};

describe('the default mock API', () => {
  it('answers every read with the fixtures', async () => {
    await expect(getServices('en')).resolves.toEqual(fixtures.services);
    await expect(getServicePage('cardiology', 'en')).resolves.toMatchObject({ slug: 'cardiology' });
    await expect(getServicePage('no-such-service', 'en')).rejects.toMatchObject({ status: 404 });
    await expect(getDepartments('en')).resolves.toEqual(fixtures.departments);
    await expect(getDoctors('en')).resolves.toHaveLength(fixtures.doctors.length);
    await expect(getDoctors('en', 2)).resolves.toEqual([expect.objectContaining({ doctor_name: 'Dr. Vikram Singh' })]);
    await expect(getLabs('en')).resolves.toEqual(fixtures.labs);
    await expect(getLabTests('en')).resolves.toEqual(fixtures.labTests);
    await expect(getSearchWords()).resolves.toEqual(fixtures.searchWords);
  });

  it("books with a reference, and refuses bad input with the API's 400 and field errors", async () => {
    await expect(
      createDoctorAppointment({ ...booking, department: 1, doctor: 1, mode: 'ON', slot_start: '17:00' }),
    ).resolves.toMatchObject({
      reference: 'APT-000200',
      doctor: 1,
      mode: 'ON',
    });
    const prescription = new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' });
    await expect(
      createLabAppointment(
        { ...booking, lab: 1, tests: [3, 1], age: 34, collection: 'lab', visit: 'lab' },
        prescription,
      ),
    ).resolves.toMatchObject({
      reference: 'LAB-000200',
      // Two tests in one collection: one booking, both listed (sent as one field, `3,1`).
      tests: [3, 1],
      has_prescription: true,
    });
    const failure = await createDoctorAppointment({
      ...booking,
      department: 1,
      doctor: 1,
      mode: 'ON',
      slot_start: '17:00',
      date: '2000-01-01',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: fixtures.messages.checkFields,
      fieldErrors: { date: 'Please choose today or a later date' },
    });
  });

  it('answers contact, registration and login as the API does', async () => {
    const contact = {
      name: 'Asha',
      email: 'asha@example.in',
      phone: '9876543210',
      subject: 'Hi',
      message: 'Hello',
      consent: true,
    };
    await expect(sendContactMessage(contact)).resolves.toEqual({
      success: true,
      message: fixtures.messages.contactThanks,
      code: 'contactThanks',
    });
    await expect(sendContactMessage({ ...contact, phone: '12' })).resolves.toEqual({
      success: false,
      error: 'Please enter a valid 10-digit phone number',
    });
    await expect(
      signUp({ ...contact, age: 34, gender: 'F', login_id: 'asha34', password: fixtures.password }),
    ).resolves.toEqual({ message: fixtures.messages.registered, code: 'signedUp' });
    await expect(signIn({ login_id: 'asha34', password: fixtures.password })).resolves.toMatchObject(fixtures.account);
    await expect(signIn({ login_id: 'asha34', password: 'wrong-password' })).rejects.toMatchObject({
      status: 401,
      message: fixtures.messages.invalidLogin,
      code: 'loginRefused',
    });
  });

  it('sends a code alike for any reference, shows the booking for the code, and cancels it once with the grant', async () => {
    const asked = { reference: 'apt-000123', contact: '+91 98765 43210' };
    const sent = { status: 202, body: { message: fixtures.messages.codeSent, ...apiAnswers.codeSent } };
    expect(await post('/api/appointment/lookup/', asked)).toEqual(sent);
    expect(await post('/api/appointment/lookup/', { ...asked, reference: 'APT-999999' })).toEqual(sent);
    const withCode = { ...asked, code: fixtures.bookingCode };
    expect(await post('/api/appointment/lookup/', withCode)).toEqual({
      status: 200,
      body: { booking: fixtures.bookings[0], access: fixtures.accessGrant, access_expires_at: expect.any(String) },
    });
    const wrongContact = await post('/api/appointment/lookup/', { ...withCode, contact: 'someone@example.in' });
    const wrongCode = await post('/api/appointment/lookup/', { ...withCode, code: '000000' });
    const unknown = await post('/api/appointment/lookup/', { ...withCode, reference: 'APT-999999' });
    expect(wrongContact).toEqual({
      status: 404,
      body: { message: fixtures.messages.bookingNotFound, code: 'bookingNotFound' },
    });
    expect(wrongCode).toEqual(wrongContact);
    expect(unknown).toEqual(wrongContact);

    const cancel = { reference: 'APT-000123', access: fixtures.accessGrant };
    expect(await post('/api/appointment/cancel/', { ...cancel, access: 'forged' })).toEqual(wrongContact);
    const cancelled = await post('/api/appointment/cancel/', cancel);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', can_cancel: false } });
    expect(await post('/api/appointment/lookup/', withCode)).toMatchObject({
      body: { booking: { status: 'cancelled' } },
    });
    expect(await post('/api/appointment/cancel/', cancel)).toEqual({
      status: 409,
      body: { message: fixtures.messages.alreadyCancelled, code: 'bookingAlreadyCancelled' },
    });
    expect(await post('/api/appointment/lookup/', { reference: 'nope', contact: '' })).toMatchObject({ status: 400 });
  });

  it('opens the booking of the confirmation link once', async () => {
    const link = { token: fixtures.bookingLinkToken };
    expect(await post('/api/appointment/lookup/', link)).toMatchObject({
      status: 200,
      body: { booking: fixtures.bookings[0], access: fixtures.accessGrant },
    });
    expect(await post('/api/appointment/lookup/', link)).toEqual({
      status: 404,
      body: { message: fixtures.messages.linkSpent, code: 'bookingLinkExpired' },
    });
  });

  it('forgets a cancellation and a used link in the next test', async () => {
    expect(
      await post('/api/appointment/lookup/', {
        reference: 'APT-000123',
        contact: 'asha@example.in',
        code: fixtures.bookingCode,
      }),
    ).toMatchObject({ body: { booking: { status: 'booked' } } });
    expect(await post('/api/appointment/lookup/', { token: fixtures.bookingLinkToken })).toMatchObject({ status: 200 });
  });

  it('lets a test change one endpoint, for that test only', async () => {
    api.use(http.get(apiPath('/api/lab/lab/'), () => HttpResponse.json({}, { status: 500 })));
    await expect(getLabs('en')).rejects.toMatchObject({ message: 'API Error 500' });
    await expect(getLabTests('en')).resolves.toEqual(fixtures.labTests);
  });

  it('is back to the defaults in the next test', async () => {
    await expect(getLabs('en')).resolves.toEqual(fixtures.labs);
  });
});
