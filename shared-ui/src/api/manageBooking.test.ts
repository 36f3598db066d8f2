import { http, HttpResponse } from 'msw';
import type { BookingAccess, BookingSummary } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { cancelBooking, lookupBooking, openBookingLink, requestBookingCode } from './bookings';
import { ApiError } from './client';

const server = setupTestApi();

const LOOKUP = '/api/appointment/lookup/';
const CANCEL = '/api/appointment/cancel/';
const SENT =
  'If these details match a booking, we have sent a 6-digit code: by SMS to its mobile number if you typed that, otherwise to the email address it was made with. The code is valid for 10 minutes.';

const booked: BookingSummary = {
  kind: 'doctor',
  reference: 'APT-7K3QD-M9X21',
  date: '2099-01-05',
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
const granted: BookingAccess = { booking: booked, access: 'grant', access_expires_at: '2026-11-24T10:30:00.000Z' };
const request = { reference: 'APT-7K3QD-M9X21', contact: '9810012345' };

/** What reached the API: the address, the JSON body and its type. */
function answerAndRecord(path: string, status: number, body: object) {
  const sent: Array<{ url: string; body: unknown; type: string | null }> = [];
  server.use(
    http.post(apiPath(path), async ({ request: received }) => {
      sent.push({
        url: received.url,
        body: await received.json(),
        type: received.headers.get('content-type'),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

describe.each([
  [
    'requestBookingCode',
    LOOKUP,
    202,
    { message: SENT, code: 'bookingCodeSent', params: { minutes: 10 } },
    () => requestBookingCode(request),
    request,
    { message: SENT, code: 'bookingCodeSent', params: { minutes: 10 } },
    '',
  ],
  [
    'lookupBooking',
    LOOKUP,
    200,
    granted,
    () => lookupBooking({ ...request, code: '482913' }, 'hi'),
    { ...request, code: '482913' },
    granted,
    '?lang=hi',
  ],
  [
    'openBookingLink',
    LOOKUP,
    200,
    granted,
    () => openBookingLink('signed-token', 'hi'),
    { token: 'signed-token' },
    granted,
    '?lang=hi',
  ],
  [
    'cancelBooking with a grant',
    CANCEL,
    200,
    { ...booked, status: 'cancelled' },
    () => cancelBooking({ reference: request.reference, access: 'grant' }, 'hi'),
    { reference: request.reference, access: 'grant' },
    { ...booked, status: 'cancelled' },
    '?lang=hi',
  ],
  [
    'cancelBooking with a code',
    CANCEL,
    200,
    { ...booked, status: 'cancelled' },
    () => cancelBooking({ ...request, code: '482913' }),
    { ...request, code: '482913' },
    { ...booked, status: 'cancelled' },
    '?lang=en',
  ],
] as const)('%s', (_name, path, status, answer, call, body, result, search) => {
  it('posts its secrets as JSON in the body, never in the address (only the page’s language), and returns the answer', async () => {
    const sent = answerAndRecord(path, status, answer);
    await expect(call()).resolves.toEqual(result);
    expect(sent).toEqual([
      { url: `${apiPath(path)}${search}`, body, type: expect.stringContaining('application/json') },
    ]);
  });

  it.each([
    [
      404,
      { message: 'This link has expired or has already been used. Please look your booking up with its reference.' },
    ],
    [409, { message: 'This booking is already cancelled.' }],
    [429, { message: 'Too many tries for this booking. Please try again later.' }],
  ])('fails with an ApiError carrying the server’s message for a %i', async (failure, failureBody) => {
    server.use(http.post(apiPath(path), () => HttpResponse.json(failureBody, { status: failure })));
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: failure, message: failureBody.message, isNetworkError: false });
  });

  it('hands a 400’s field errors to the form', async () => {
    const errors = { reference: 'Please enter your booking reference, like APT-7K3QD-M9X21 or LAB-4HV0C-2RT8V' };
    server.use(
      http.post(apiPath(path), () =>
        HttpResponse.json({ message: 'Please check the highlighted fields.', errors }, { status: 400 }),
      ),
    );
    await expect(call()).rejects.toMatchObject({ status: 400, fieldErrors: errors });
  });

  it('says so when no answer came back', async () => {
    server.use(http.post(apiPath(path), () => HttpResponse.error()));
    await expect(call()).rejects.toMatchObject({ isNetworkError: true, status: undefined });
  });
});

it.each([
  ['lookupBooking', () => lookupBooking({ ...request, code: '482913' })],
  ['openBookingLink', () => openBookingLink('signed-token')],
] as const)('%s refuses an answer without a booking and a grant, rather than half a page', async (_name, call) => {
  for (const body of [{}, { booking: null, access: 'grant' }, { booking: booked, access: 7 }]) {
    server.use(http.post(apiPath(LOOKUP), () => HttpResponse.json(body)));
    await expect(call()).rejects.toMatchObject({ message: 'Something went wrong! Please try again.' });
  }
});
