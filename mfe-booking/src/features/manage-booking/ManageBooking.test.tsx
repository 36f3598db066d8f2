import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { fieldIssue, fieldIssueText } from 'contract';
import type { BookingAccess, BookingSummary, FieldErrorCode } from 'contract';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ManageBookingPage from './ManageBookingPage';

const api = setupMockApi();
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

/** An answer of the API: its code (which the page says) and its English text. */
const said = (code: FieldErrorCode, params?: Record<string, string | number>) => {
  const issue = fieldIssue(code, params);
  return { message: fieldIssueText(issue), ...issue };
};
const SENT = said('bookingCodeSent', { minutes: 10 });
const NOT_FOUND = said('bookingNotFound');
const LINK_SPENT = said('bookingLinkExpired');

const doctorBooking: BookingSummary = {
  kind: 'doctor',
  reference: 'APT-7K3QD-M9X21',
  date: '2099-01-05',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  doctor_name: 'Dr. Anil Sharma',
  department_name: 'Cardiology',
  mode: 'OFF',
  slot_start: '10:30',
  slot_end: '10:45',
  room: 'Room 12',
  doctor_slug: 'dr-anil-sharma',
  fee: 800,
};
const labBooking: BookingSummary = {
  kind: 'lab',
  reference: 'LAB-4HV0C-2RT8V',
  date: '2099-01-06',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  test_name: 'Thyroid Profile',
  lab_name: 'Central Laboratory',
  test_price: 1250,
  collection: 'lab',
  collection_window: null,
};
/** A package booked without a lab, its sample taken at home. */
const packageBooking: BookingSummary = {
  kind: 'lab',
  reference: 'LAB-9PK7M-3HQ4W',
  date: '2099-01-07',
  status: 'booked',
  cancelled_at: null,
  can_cancel: true,
  test_name: 'Basic Health Check',
  lab_name: null,
  test_price: 1999,
  collection: 'home',
  collection_window: '07-09',
};
const CONTACT = '9876543210';
const CODE = '482913';
const GRANT = 'grant-for-the-cancel';
const LINK_TOKEN = 'signed-link-token';

interface Sent {
  path: string;
  body: Record<string, unknown>;
  search: string;
}

/**
 * The manage-booking endpoints as the API answers them: 202 alike for any reference, the booking
 * and a grant for the right code or an unused link, 404 for anything else; a cancel needs the grant.
 */
function fakeApi() {
  const sent: Sent[] = [];
  const cancelled = new Set<string>();
  let linkUsed = false;
  const current = (booking: BookingSummary): BookingSummary =>
    cancelled.has(booking.reference)
      ? { ...booking, status: 'cancelled', cancelled_at: '2026-11-24T10:00:00.000Z', can_cancel: false }
      : booking;
  const access = (booking: BookingSummary): BookingAccess => ({
    booking: current(booking),
    access: GRANT,
    access_expires_at: '2026-11-24T10:30:00.000Z',
  });
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path: url.pathname, body, search: url.search });
    return body;
  };
  api.use(
    http.post(apiPath('/api/appointment/lookup/'), async ({ request }) => {
      const body = await record(request);
      if ('token' in body) {
        if (body.token !== LINK_TOKEN || linkUsed) return HttpResponse.json(LINK_SPENT, { status: 404 });
        linkUsed = true;
        return HttpResponse.json(access(doctorBooking));
      }
      if (!('code' in body)) return HttpResponse.json(SENT, { status: 202 });
      const booking = [doctorBooking, labBooking, packageBooking].find(
        (candidate) => candidate.reference === body.reference,
      );
      if (!booking || body.contact !== CONTACT || body.code !== CODE) {
        return HttpResponse.json(NOT_FOUND, { status: 404 });
      }
      return HttpResponse.json(access(booking));
    }),
    http.post(apiPath('/api/appointment/cancel/'), async ({ request }) => {
      const body = await record(request);
      const booking = [doctorBooking, labBooking, packageBooking].find(
        (candidate) => candidate.reference === body.reference,
      );
      if (!booking || body.access !== GRANT) return HttpResponse.json(NOT_FOUND, { status: 404 });
      cancelled.add(booking.reference);
      return HttpResponse.json(current(booking));
    }),
  );
  return sent;
}

const referenceField = () => screen.getByRole('textbox', { name: /^Booking reference/ });
const contactField = () => screen.getByRole('textbox', { name: /^Phone number or e-mail/ });
const codeField = () => screen.getByRole('textbox', { name: /^Code we sent you/ });

async function askForCode(user: User, reference: string, contact = CONTACT) {
  await user.clear(referenceField());
  await user.type(referenceField(), reference);
  await user.clear(contactField());
  await user.type(contactField(), contact);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
}

async function enterCode(user: User, code: string) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Show Booking' }));
}

const page = () => renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('managing a booking with an e-mailed code', () => {
  it('asks for the code after the reference and contact, reading the reference as people type it', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    page();
    await askForCode(user, 'apt 7k3qd m9x2l', '98765 43210');
    const heading = screen.getByRole('heading', { name: 'Enter your code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(SENT.message)).toBeInTheDocument();
    expect(screen.getByText('Booking reference: APT-7K3QD-M9X21')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('maxlength', '6');
    expect(screen.queryByRole('textbox', { name: /^Booking reference/ })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/appointment/lookup/',
        search: '',
        body: { reference: 'APT-7K3QD-M9X21', contact: '98765 43210' },
      },
    ]);
  });

  it('shows the booking for the right code and cancels it with the look-up’s grant', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    await enterCode(user, CODE);
    const heading = await screen.findByRole('heading', { name: 'Booking APT-7K3QD-M9X21' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = heading.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Doctor appointment');
    expect(card).toHaveTextContent('Dr. Anil Sharma');
    // The fee it was booked at (issue 48), not the doctor's fee of today.
    expect(card).toHaveTextContent('Consultation fee₹800');
    expect(card).toHaveTextContent('StatusBooked');

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const done = await screen.findByText(
      'Your booking APT-7K3QD-M9X21 is cancelled. We have sent you an e-mail to confirm it.',
    );
    expect(done).toHaveFocus();
    expect(card).toHaveTextContent('StatusCancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(sent.map(({ body }) => body)).toEqual([
      { reference: 'APT-7K3QD-M9X21', contact: CONTACT },
      { reference: 'APT-7K3QD-M9X21', contact: CONTACT, code: CODE },
      { reference: 'APT-7K3QD-M9X21', access: GRANT },
    ]);
    // Only the page's language travels in the address (for the answer's names); the details, code and grant in the body.
    expect(sent.map(({ search }) => search)).toEqual(['', '?lang=en', '?lang=en']);

    await user.click(screen.getByRole('button', { name: 'Find another booking' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Find your booking' })).toHaveFocus());
  });

  it('shows a lab booking with its test, lab and price', async () => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, 'lab-4hv0c-2rt8v');
    await enterCode(user, CODE);
    const card = (await screen.findByRole('heading', { name: 'Booking LAB-4HV0C-2RT8V' })).closest('article');
    expect(card).toHaveTextContent('Lab test');
    expect(card).toHaveTextContent('Thyroid Profile');
    expect(card).toHaveTextContent('Central Laboratory');
    expect(card).toHaveTextContent('WhereAt the lab');
    expect(card).toHaveTextContent('₹1,250');
  });

  it('shows a package booked for a home visit with no lab, and where and when we come', async () => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, packageBooking.reference);
    await enterCode(user, CODE);
    const card = (await screen.findByRole('heading', { name: `Booking ${packageBooking.reference}` })).closest(
      'article',
    );
    expect(card).toHaveTextContent('TypePackage');
    expect(card).toHaveTextContent('PackageBasic Health Check');
    expect(within(card as HTMLElement).queryByText('Lab')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('WhereAt your home, 7:00–9:00 am');
    expect(card).toHaveTextContent('₹1,999');
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'Your Basic Health Check on Wednesday, 7 January 2099 will be cancelled.',
    );
  });

  it('puts the API’s answer to a wrong code in the error summary, which takes the focus', async () => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    await enterCode(user, '111111');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const link = within(summary).getByRole('link', { name: NOT_FOUND.message });
    expect(link).toHaveAttribute('href', `#${codeField().id}`);
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(NOT_FOUND.message));
    await user.click(link);
    expect(codeField()).toHaveFocus();
  });

  it('checks the code with the shared rules before asking', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    await user.click(screen.getByRole('button', { name: 'Show Booking' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Code is required');
    await enterCode(user, '12a4');
    await waitFor(() => expect(summary).toHaveTextContent('Please enter the 6-digit code we sent you'));
    expect(sent).toHaveLength(1);
  });

  it.each([
    [
      'too many tries',
      () => HttpResponse.json(said('bookingTriesLimited', { after: '15 minutes', minutes: 15 }), { status: 429 }),
      'Too many tries for these booking details. Please try again in 15 minutes.',
    ],
    [
      'a server error',
      () => HttpResponse.json({ message: 'x' }, { status: 500 }),
      'Server error. Please try again later.',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error. Please check your internet connection and try again.'],
  ])('says so when the code step meets %s', async (_case, answer, text) => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    api.use(http.post(apiPath('/api/appointment/lookup/'), answer));
    await enterCode(user, CODE);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(text);
  });

  it('sends a new code, and goes back to the first step with what was typed', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code is on its way. Please use the code from the newest message.',
    );
    expect(sent.map(({ body }) => body)).toEqual([
      { reference: 'APT-7K3QD-M9X21', contact: CONTACT },
      { reference: 'APT-7K3QD-M9X21', contact: CONTACT },
    ]);
    await user.click(screen.getByRole('button', { name: 'Change the reference or contact' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Find your booking' })).toHaveFocus());
    expect(referenceField()).toHaveValue('APT-7K3QD-M9X21');
    expect(contactField()).toHaveValue(CONTACT);
  });

  it('says why a new code could not be sent', async () => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    api.use(
      http.post(apiPath('/api/appointment/lookup/'), () =>
        HttpResponse.json(said('bookingTriesLimited', { after: '2 minutes', minutes: 2 }), { status: 429 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries for these booking details. Please try again in 2 minutes.',
    );
  });

  it.each([
    [
      'too many tries',
      () => HttpResponse.json(said('tooManyRequests', { after: '1 minute', minutes: 1 }), { status: 429 }),
      'Too many requests from your network. Please try again in 1 minute.',
    ],
    [
      'a server error',
      () => HttpResponse.json({ message: 'x' }, { status: 500 }),
      'Server error. Please try again later.',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error. Please check your internet connection and try again.'],
  ])('says so when asking for a code meets %s', async (_case, answer, text) => {
    const user = userEvent.setup();
    api.use(http.post(apiPath('/api/appointment/lookup/'), answer));
    page();
    await user.type(referenceField(), 'APT-7K3QD-M9X21');
    await user.type(contactField(), CONTACT);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).not.toBeInTheDocument();
  });

  it('checks the reference and contact with the shared rules before asking', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    page();
    await user.type(referenceField(), 'APT-7K3QD-M9X22');
    await user.type(contactField(), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'This reference has a mistyped character. Please check it against your confirmation email',
      'Please enter the 10-digit phone number or the email address you booked with',
    ]);
    expect(sent).toEqual([]);
  });

  it('says why a cancellation failed, inside the dialog', async () => {
    const user = userEvent.setup();
    fakeApi();
    page();
    await askForCode(user, 'APT-7K3QD-M9X21');
    await enterCode(user, CODE);
    api.use(
      http.post(apiPath('/api/appointment/cancel/'), () => HttpResponse.json(said('bookingPast'), { status: 409 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The day of this booking has passed, so it can no longer be cancelled.',
    );
  });

  it('reads in Hindi, the API’s answers too', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'बुकिंग प्रबंधित करें' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^बुकिंग संदर्भ संख्या/ }), 'APT-7K3QD-M9X21');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर या ईमेल/ }), CONTACT);
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByRole('heading', { name: 'अपना कोड दर्ज करें' })).toBeInTheDocument();
    expect(
      screen.getByText(/हमने 6 अंकों का कोड भेज दिया है: अगर आपने उसका मोबाइल नंबर लिखा है तो उस पर SMS से/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^आपको भेजा गया कोड/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'बुकिंग दिखाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इन विवरणों और इस कोड से कोई बुकिंग नहीं खुली।');
  });

  it('shows the doctor, the department and the room as the API names them in the page’s language, asking nothing more', async () => {
    const user = userEvent.setup();
    const sent = fakeApi();
    const hindi: BookingSummary = {
      ...doctorBooking,
      doctor_name: 'डॉ. अनिल शर्मा',
      department_name: 'हृदय रोग (कार्डियोलॉजी)',
      room: 'कमरा 12',
    };
    // The link's look-up answers in the language it is asked in, as the API does.
    api.use(
      http.post(apiPath('/api/appointment/lookup/'), ({ request }) =>
        HttpResponse.json({
          booking: new URL(request.url).searchParams.get('lang') === 'hi' ? hindi : doctorBooking,
          access: GRANT,
          access_expires_at: '2026-11-24T10:30:00.000Z',
        }),
      ),
    );
    const asked: string[] = [];
    api.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    window.history.replaceState(null, '', `/manage-booking#token=${LINK_TOKEN}`);
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking', language: 'hi' });
    const details = await screen.findByRole('article');
    const row = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('डॉक्टर')).toHaveTextContent('डॉ. अनिल शर्मा');
    expect(row('विभाग')).toHaveTextContent('हृदय रोग (कार्डियोलॉजी)');
    expect(row('कमरा')).toHaveTextContent('कमरा 12');
    expect(details).not.toHaveTextContent(/Room|Anil Sharma|Cardiology/);
    // The cancel is answered in Hindi too.
    await user.click(within(details).getByRole('button', { name: 'बुकिंग रद्द करें' }));
    await user.click(await screen.findByRole('button', { name: 'हाँ, रद्द करें' }));
    await waitFor(() => expect(sent.find((item) => item.path.endsWith('/cancel/'))?.search).toBe('?lang=hi'));
    api.events.removeAllListeners();
    expect(asked.filter((path) => path.startsWith('/api/doctor/'))).toEqual([]);
  });

  it('has no accessibility violations at each step, with the dialog showing', async () => {
    const user = userEvent.setup();
    fakeApi();
    const { container } = page();
    expect(await axe(container)).toHaveNoViolations();
    await askForCode(user, 'APT-7K3QD-M9X21');
    expect(await axe(container)).toHaveNoViolations();
    await enterCode(user, '111111');
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
    await enterCode(user, CODE);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the confirmation e-mail’s signed link', () => {
  it('takes the token out of the address at once and opens the booking with it', async () => {
    const sent = fakeApi();
    window.history.replaceState(null, '', `/manage-booking#token=${LINK_TOKEN}`);
    page();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/manage-booking');
    expect(screen.getByRole('status')).toHaveTextContent('Opening your booking...');
    const heading = await screen.findByRole('heading', { name: 'Booking APT-7K3QD-M9X21' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent).toEqual([{ path: '/api/appointment/lookup/', search: '?lang=en', body: { token: LINK_TOKEN } }]);
    expect(screen.queryByRole('textbox', { name: /^Booking reference/ })).not.toBeInTheDocument();
  });

  it('spends the link once even when React runs the page’s effects twice', async () => {
    const sent = fakeApi();
    window.history.replaceState(null, '', `/manage-booking#token=${LINK_TOKEN}`);
    renderWithProviders(
      <StrictMode>
        <ManageBookingPage />
      </StrictMode>,
      { route: '/manage-booking' },
    );
    expect(await screen.findByRole('heading', { name: 'Booking APT-7K3QD-M9X21' })).toBeInTheDocument();
    expect(sent.map(({ body }) => body)).toEqual([{ token: LINK_TOKEN }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a link pasted into a tab already on the page', async () => {
    const sent = fakeApi();
    page();
    window.location.hash = `#token=${LINK_TOKEN}`;
    expect(await screen.findByRole('heading', { name: 'Booking APT-7K3QD-M9X21' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(sent.map(({ body }) => body)).toEqual([{ token: LINK_TOKEN }]);
  });

  it('says when the link has expired or was used, and offers the look-up instead', async () => {
    const user = userEvent.setup();
    fakeApi();
    window.history.replaceState(null, '', '/manage-booking#token=spent-token');
    const { container } = page();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent(LINK_SPENT.message);
    expect(window.location.hash).toBe('');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(summary).getByRole('link'));
    expect(referenceField()).toHaveFocus();
  });

  it('says so in Hindi', async () => {
    fakeApi();
    window.history.replaceState(null, '', '/manage-booking#token=spent-token');
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking', language: 'hi' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह लिंक की अवधि समाप्त हो चुकी है या इसका इस्तेमाल हो चुका है।',
    );
  });
});
