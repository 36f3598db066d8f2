import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BookingSummary } from '../contract';
import { apiPath, pointApiAtTestHost } from '../testing';
import { cancelBooking, lookupBooking } from './bookings';
import { ApiError } from './client';

const server = setupServer();
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = { reference: 'APT-000123', contact: '9810012345' };
const booked: BookingSummary = {
  kind: 'doctor',
  reference: 'APT-000123',
  date: '2099-01-05',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  doctor_name: 'Dr. Anita Sharma',
  department_name: 'Cardiology',
  mode: 'OFF',
};

describe.each([
  ['lookupBooking', lookupBooking, '/api/appointment/lookup/'],
  ['cancelBooking', cancelBooking, '/api/appointment/cancel/'],
] as const)('%s', (_name, call, path) => {
  it('posts the reference and contact as JSON in the body, never in the address, and returns the summary', async () => {
    let sent: { url: string; body: unknown; type: string | null } | undefined;
    server.use(
      http.post(apiPath(path), async ({ request }) => {
        sent = { url: request.url, body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json(booked);
      }),
    );
    await expect(call(input)).resolves.toEqual(booked);
    expect(sent).toEqual({ url: apiPath(path), body: input, type: expect.stringContaining('application/json') });
  });

  it.each([
    [404, { message: 'We could not find a booking with this reference and phone number or email.' }],
    [409, { message: 'This booking is already cancelled.' }],
    [429, { message: 'Too many requests from your network. Please try again in 15 minutes.' }],
  ])('fails with an ApiError carrying the server’s message for a %i', async (status, body) => {
    server.use(http.post(apiPath(path), () => HttpResponse.json(body, { status })));
    const error = await call(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: body.message, isNetworkError: false });
  });

  it('hands a 400’s field errors to the form', async () => {
    const errors = { reference: 'Please enter your booking reference, like APT-000123 or LAB-000045' };
    server.use(
      http.post(apiPath(path), () =>
        HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 }),
      ),
    );
    await expect(call(input)).rejects.toMatchObject({ status: 400, fieldErrors: errors });
  });

  it('says so when no answer came back', async () => {
    server.use(http.post(apiPath(path), () => HttpResponse.error()));
    await expect(call(input)).rejects.toMatchObject({ isNetworkError: true, status: undefined });
  });
});
