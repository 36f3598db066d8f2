import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPath, pointApiAtTestHost } from '../testing';
import { API_TIMEOUT_MS, ApiError, apiClient, describeFailure, mediaUrl } from './client';
import { login, registerPatient, sendContactMessage } from './bookings';
import { getDoctors } from './doctors';
import { getLabTests, normalizeLabTest } from './labs';
import { getServices } from './services';

const server = setupServer();
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const registration = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  age: 34,
  gender: 'F' as const,
  login_id: 'asha34',
  password: 'a-long-password',
  consent: true,
};

describe('the API client', () => {
  it('gives up after 5 seconds (SPEC §7)', () => {
    expect(API_TIMEOUT_MS).toBe(5000);
    expect(apiClient.defaults.timeout).toBe(5000);
  });

  it('treats a services answer that is not an array as an empty list', async () => {
    server.use(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json({ detail: 'odd' })));
    await expect(getServices()).resolves.toEqual([]);
  });

  it("asks for one department's doctors with ?department=", async () => {
    let asked: string | null = null;
    server.use(
      http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('department');
        return HttpResponse.json([]);
      }),
    );
    await getDoctors(3);
    expect(asked).toBe('3');
  });

  it('reports a non-OK answer as "API Error <status>" and a slow one as a timeout', async () => {
    server.use(http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json({}, { status: 503 })));
    const failure = await apiClient.get('/api/doctor/department/').catch((error: unknown) => error);
    expect(describeFailure(failure)).toBe('API Error 503');
  });

  it('normalises lab tests named the other ways SPEC §3 allows', async () => {
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
    await expect(getLabTests()).resolves.toEqual([
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

  it('rethrows the server\'s registration error, or "Something went wrong"', async () => {
    server.use(
      http.post(apiPath('/api/patents/'), () =>
        HttpResponse.json({ message: 'Login ID already taken' }, { status: 400 }),
      ),
    );
    await expect(registerPatient(registration)).rejects.toMatchObject({
      message: 'Login ID already taken',
      status: 400,
    });
    server.use(http.post(apiPath('/api/patents/'), () => new HttpResponse('oops', { status: 500 })));
    await expect(registerPatient(registration)).rejects.toMatchObject({ message: 'Something went wrong' });
  });

  it('rethrows the server\'s login error, or "Login failed" when no answer comes', async () => {
    server.use(
      http.post(apiPath('/api/login/'), () =>
        HttpResponse.json({ message: 'Invalid login ID or password' }, { status: 401 }),
      ),
    );
    await expect(login({ login_id: 'x', password: 'y' })).rejects.toMatchObject({
      message: 'Invalid login ID or password',
      status: 401,
    });
    server.use(http.post(apiPath('/api/login/'), () => HttpResponse.error()));
    const failure = await login({ login_id: 'x', password: 'y' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Login failed', isNetworkError: true });
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
});
