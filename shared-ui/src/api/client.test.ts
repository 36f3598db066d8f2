import { AxiosError, AxiosHeaders } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { apiPath, setupTestApi } from '../testing';
import { API_TIMEOUT_MS, ApiError, apiClient, describeFailure, mediaUrl, toApiError, toReadError } from './client';
import { createDoctorAppointment, createLabAppointment, sendContactMessage } from './bookings';
import { getDepartments, getDoctors } from './doctors';
import { getLabTests, getLabs, normalizeLabTest } from './labs';
import { getServicePage, getServices } from './services';

const server = setupTestApi();

const doctorBooking = {
  department: 1,
  doctor: 2,
  date: '2099-01-05',
  mode: 'ON' as const,
  slot_start: '17:00',
  patient_name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'Sector 16, Faridabad',
  message: '',
  sms_messages: true,
  whatsapp_messages: false,
  consent: true as const,
};

const labBooking = {
  lab: 1,
  tests: [3],
  collection: 'lab' as const,
  visit: 'lab' as const,
  date: '2099-01-05',
  age: 34,
  patient_name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'Sector 16, Faridabad',
  message: '',
  sms_messages: true,
  whatsapp_messages: false,
  consent: true as const,
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the API client', () => {
  it('gives up on an answer that never comes after 5 seconds, as a timeout', async () => {
    server.use(
      http.get(apiPath('/api/doctor/department/'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let settled = false;
      const failure = failureOf(getDepartments('en')).finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await failure).toMatchObject({ isTimeout: true, isNetworkError: true });
      expect(API_TIMEOUT_MS).toBe(5000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads without loading axios; the first write loads it', async () => {
    server.use(
      http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json([{ id: 1, name: 'Cardiology' }])),
      http.post(apiPath('/api/contact/'), () => HttpResponse.json({ success: true })),
    );
    const axiosLoaded = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        axiosLoaded();
        return jest.requireActual<object>('axios');
      });
      (await import('../testing/testApi')).pointApiAtTestHost();
      const doctors = await import('./doctors');
      await expect(doctors.getDepartments('en')).resolves.toEqual([{ id: 1, name: 'Cardiology' }]);
      expect(axiosLoaded).not.toHaveBeenCalled();
      const bookings = await import('./bookings');
      await bookings.sendContactMessage({
        name: 'A',
        email: 'a@b.in',
        phone: '',
        subject: 's',
        message: 'm',
        consent: true,
      });
      expect(axiosLoaded).toHaveBeenCalled();
    });
  });

  it('treats a services answer that is not an array as an empty list', async () => {
    server.use(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json({ detail: 'odd' })));
    await expect(getServices('en')).resolves.toEqual([]);
  });

  it("asks for one department's doctors with ?department=", async () => {
    let asked: string | null = null;
    server.use(
      http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('department');
        return HttpResponse.json([]);
      }),
    );
    await getDoctors('en', 3);
    expect(asked).toBe('3');
  });

  it('reports a non-OK answer as "API Error <status>" and a slow one as a timeout', async () => {
    server.use(http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json({}, { status: 503 })));
    const failure = await apiClient.get('/api/doctor/department/').catch((error: unknown) => error);
    expect(describeFailure(failure)).toBe('API Error 503');
  });

  it('normalises lab tests named the other ways other backends name them', async () => {
    server.use(
      http.get(apiPath('/api/lab/lab-tests/'), () =>
        HttpResponse.json([
          { id: 1, test_name: 'CBC', test_price: 350, lab: 2 },
          { id: 2, name: 'HbA1c', price: '550', lab: { id: 3, lab_name: 'Central' } },
          { id: 3, name: 'Vitamin D', price: 1200, lab_id: 4 },
          { id: 'x', name: 'Broken' },
        ]),
      ),
    );
    await expect(getLabTests('en')).resolves.toEqual([
      { id: 1, test_name: 'CBC', test_price: 350, lab: 2 },
      { id: 2, test_name: 'HbA1c', test_price: 550, lab: 3 },
      { id: 3, test_name: 'Vitamin D', test_price: 1200, lab: 4 },
    ]);
    expect(normalizeLabTest({ id: 5, test_name: 'LFT', lab: 1 })).toEqual({
      id: 5,
      test_name: 'LFT',
      test_price: 0,
      lab: 1,
    });
  });

  it('resolves image paths under the API media area and keeps full URLs', () => {
    expect(mediaUrl('doctors/dr-sharma.svg')).toBe('http://api.test/media/doctors/dr-sharma.svg');
    expect(mediaUrl('dr-sharma.jpg')).toBe('http://api.test/media/dr-sharma.jpg');
    expect(mediaUrl('/media/services/x.svg')).toBe('http://api.test/media/services/x.svg');
    expect(mediaUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
  });

  it('reads the contact answer on a 400 instead of throwing', async () => {
    server.use(
      http.post(apiPath('/api/contact/'), () =>
        HttpResponse.json({ success: false, error: 'Phone number is required' }, { status: 400 }),
      ),
    );
    await expect(
      sendContactMessage({ name: 'A', email: 'a@b.in', phone: '', subject: 's', message: 'm', consent: true }),
    ).resolves.toEqual({ success: false, error: 'Phone number is required' });
  });

  it('describes a request that ran out of time, and any other failure by its message', () => {
    expect(describeFailure(new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED))).toBe(
      'The server did not answer within 5 seconds',
    );
    expect(describeFailure(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe('Network Error');
    expect(describeFailure(new Error('boom'))).toBe('boom');
  });

  it('sends a booking\'s contact code only when it has one, never as the text "undefined"', async () => {
    const sent: string[][] = [];
    server.use(
      http.post(apiPath('/api/appointment/doctorappointment/'), async ({ request }) => {
        sent.push([...(await request.formData()).keys()]);
        return HttpResponse.json({ reference: 'APT-1' }, { status: 201 });
      }),
    );
    await createDoctorAppointment({ ...doctorBooking, contact_code: undefined });
    await createDoctorAppointment({ ...doctorBooking, contact_code: '123456' });
    expect(sent[0]).not.toContain('contact_code');
    expect(sent[1]).toContain('contact_code');
  });

  it("carries a 403 asking for the contact's code, on its field", async () => {
    server.use(
      http.post(apiPath('/api/appointment/doctorappointment/'), () =>
        HttpResponse.json(
          {
            message: 'To book another, enter the 6-digit code we sent to asha@example.in',
            code: 'contactProofRequired',
            field: 'contact_code',
            errors: { contact_code: 'To book another, enter the 6-digit code we sent to asha@example.in' },
            issues: { contact_code: { code: 'contactProofRequired', params: { email: 'asha@example.in' } } },
          },
          { status: 403 },
        ),
      ),
    );
    await expect(createDoctorAppointment(doctorBooking)).rejects.toMatchObject({
      status: 403,
      code: 'contactProofRequired',
      fieldIssues: { contact_code: { code: 'contactProofRequired', params: { email: 'asha@example.in' } } },
    });
  });

  describe('fails every call with one error type, ApiError', () => {
    it("carries a booking's 400 field errors, status and the server's message", async () => {
      server.use(
        http.post(apiPath('/api/appointment/doctorappointment/'), () =>
          HttpResponse.json(
            { message: 'Please check the form', errors: { date: 'Please choose today or a later date' } },
            { status: 400 },
          ),
        ),
      );
      const failure = await failureOf(createDoctorAppointment(doctorBooking));
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({
        status: 400,
        message: 'Please check the form',
        fieldErrors: { date: 'Please choose today or a later date' },
        isNetworkError: false,
        isTimeout: false,
      });
    });

    it("carries a 400's codes: the answer's, and each field's with its values, dropping what is not one", async () => {
      server.use(
        http.post(apiPath('/api/appointment/doctorappointment/'), () =>
          HttpResponse.json(
            {
              message: 'Please check the highlighted fields.',
              code: 'checkFields',
              errors: { patient_name: 'Must be at most 80 characters', doctor: 'Not today' },
              issues: { patient_name: { code: 'tooLong', params: { max: 80 } }, doctor: { code: 'noSuchCode' } },
            },
            { status: 400 },
          ),
        ),
      );
      const failure = await failureOf(createDoctorAppointment(doctorBooking));
      expect(failure).toMatchObject({
        code: 'checkFields',
        fieldErrors: { patient_name: 'Must be at most 80 characters', doctor: 'Not today' },
        fieldIssues: { patient_name: { code: 'tooLong', params: { max: 80 } } },
      });
    });

    it('reports a lab booking that got no answer as a network error with the SPEC text as message', async () => {
      server.use(http.post(apiPath('/api/appointment/labappointment/'), () => HttpResponse.error()));
      const failure = await failureOf(createLabAppointment(labBooking, null));
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({
        status: undefined,
        isNetworkError: true,
        message: 'Something went wrong! Please try again.',
      });
    });

    it("keeps a lab booking's 500 status for the page to choose its text", async () => {
      server.use(http.post(apiPath('/api/appointment/labappointment/'), () => new HttpResponse(null, { status: 500 })));
      await expect(createLabAppointment(labBooking)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    });

    it('fails a contact message the server could not take (5xx or no answer)', async () => {
      const input = { name: 'A', email: 'a@b.in', phone: '9876543210', subject: 's', message: 'm', consent: true };
      server.use(http.post(apiPath('/api/contact/'), () => new HttpResponse(null, { status: 502 })));
      await expect(sendContactMessage(input)).rejects.toMatchObject({
        name: 'ApiError',
        status: 502,
        message: 'Failed to send message. Please try again.',
      });
      server.use(http.post(apiPath('/api/contact/'), () => HttpResponse.error()));
      await expect(sendContactMessage(input)).rejects.toMatchObject({ name: 'ApiError', isNetworkError: true });
    });

    it.each([
      ['departments', '/api/doctor/department/', () => getDepartments('en')],
      ['doctors', '/api/doctor/doctor', () => getDoctors('en')],
      ['labs', '/api/lab/lab/', () => getLabs('en')],
      ['lab tests', '/api/lab/lab-tests/', () => getLabTests('en')],
      ['services', '/api/service/service-pages/', () => getServices('en')],
      ['a service page', '/api/service/service-page/nope/', () => getServicePage('nope', 'en')],
    ])('fails a read of %s with "API Error {status}", whatever the body says', async (_name, path, read) => {
      server.use(http.get(apiPath(path), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
      const failure = await failureOf(read());
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 404, message: 'API Error 404', isNetworkError: false });
    });

    it('fails a read with no answer as a network error, and a list that is not a list as invalid data', async () => {
      server.use(http.get(apiPath('/api/lab/lab/'), () => HttpResponse.error()));
      await expect(getLabs('en')).rejects.toMatchObject({ name: 'ApiError', isNetworkError: true, status: undefined });
      server.use(http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json({ doctors: [] })));
      await expect(getDoctors('en')).rejects.toMatchObject({
        name: 'ApiError',
        message: 'Invalid data format received',
        isInvalidData: true,
      });
    });

    it('keeps a refusal’s code and the values its text needs, for the page to say in its language', () => {
      const config = { headers: new AxiosHeaders() };
      const data = { message: 'Too many failed sign-ins.', code: 'signInSlowed', params: { after: 30 } };
      const refusal = new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
        status: 429,
        statusText: 'Too Many Requests',
        headers: {},
        config,
        data,
      });
      expect(toApiError(refusal, 'Login failed')).toMatchObject({
        status: 429,
        code: 'signInSlowed',
        params: { after: 30 },
      });
    });

    it('flags a request that ran out of time as a timeout, which is also a network error', () => {
      const failure = toApiError(new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED), 'Login failed');
      expect(failure).toMatchObject({ message: 'Login failed', isTimeout: true, isNetworkError: true });
      expect(toReadError(new AxiosError('timeout', AxiosError.ETIMEDOUT))).toMatchObject({
        message: 'The server did not answer within 5 seconds',
        isTimeout: true,
      });
    });
  });
});
