import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ManageBookingPage from './ManageBookingPage';

const api = setupMockApi();
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const reference = () => screen.getByRole('textbox', { name: /^Booking reference/ });
const contact = () => screen.getByRole('textbox', { name: /^Phone number or e-mail/ });
const find = () => screen.getByRole('button', { name: 'Find Booking' });

async function lookUp(user: User, ref: string, with_: string) {
  await user.clear(reference());
  await user.type(reference(), ref);
  await user.clear(contact());
  await user.type(contact(), with_);
  await user.click(find());
}

describe('managing a booking', () => {
  it('finds a booking by reference and phone, and shows what it is, never who', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    api.events.on('request:start', async ({ request }) => {
      expect(new URL(request.url).search).toBe('');
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'apt-000123', '98765 43210');
    const heading = await screen.findByRole('heading', { name: 'Booking APT-000123' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = heading.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Doctor appointment');
    expect(card).toHaveTextContent('Dr. Anil Sharma');
    expect(card).toHaveTextContent('Cardiology');
    expect(card).toHaveTextContent('Offline');
    expect(card).toHaveTextContent('StatusBooked');
    api.events.removeAllListeners();
    expect(bodies).toEqual([{ reference: 'APT-000123', contact: '98765 43210' }]);
  });

  it('shows a lab booking with its test, lab and price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'LAB-000045', 'asha@example.in');
    const card = (await screen.findByRole('heading', { name: 'Booking LAB-000045' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Lab test');
    expect(card).toHaveTextContent('Thyroid Profile');
    expect(card).toHaveTextContent('Central Laboratory');
    expect(card).toHaveTextContent('₹1,250');
  });

  it('cancels after a confirmation, then shows it cancelled; a look-up again says so too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'APT-000123', fixtures.bookingContact.phone);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Your appointment with Dr. Anil Sharma on');
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const done = await screen.findByText(
      'Your booking APT-000123 is cancelled. We have sent you an e-mail to confirm it.',
    );
    expect(done).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Booking APT-000123' }).closest('article')).toHaveTextContent(
      'StatusCancelled',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    await user.click(find());
    const card = (await screen.findByRole('heading', { name: 'Booking APT-000123' })).closest('article');
    expect(card).toHaveTextContent('Cancelled');
    expect(screen.queryByText(/is cancelled\. We have sent/)).not.toBeInTheDocument();
  });

  it('says the API’s not-found for an unknown reference or a wrong contact alike', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'APT-000999', fixtures.bookingContact.phone);
    expect(await screen.findByRole('alert')).toHaveTextContent(fixtures.messages.bookingNotFound);
    await lookUp(user, 'APT-000123', '9999999999');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(fixtures.messages.bookingNotFound));
    expect(reference()).toHaveValue('APT-000123');
  });

  it('checks the reference and contact with the shared rules before asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'X-1', 'asha@');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your booking reference, like APT-000123 or LAB-000045',
      'Please enter the 10-digit phone number or the email address you booked with',
    ]);
  });

  it('offers no cancellation for a cancelled booking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'APT-000124', fixtures.bookingContact.email);
    const card = (await screen.findByRole('heading', { name: 'Booking APT-000124' })).closest('article');
    expect(card).toHaveTextContent('Cancelled on 20 November 2026');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('says why a cancellation failed, inside the dialog', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(apiPath('/api/appointment/cancel/'), () =>
        HttpResponse.json({ message: fixtures.messages.pastBooking }, { status: 409 }),
      ),
    );
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'APT-000123', fixtures.bookingContact.phone);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      fixtures.messages.pastBooking,
    );
  });

  it.each([
    [
      'too many tries',
      () => HttpResponse.json({ message: 'Too many requests.' }, { status: 429 }),
      'Too many requests.',
    ],
    [
      'a server error',
      () => HttpResponse.json({ message: 'x' }, { status: 500 }),
      'Server error. Please try again later.',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error. Please check your internet connection and try again.'],
  ])('says so on %s', async (_case, answer, text) => {
    const user = userEvent.setup();
    api.use(http.post(apiPath('/api/appointment/lookup/'), answer));
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await lookUp(user, 'APT-000123', fixtures.bookingContact.phone);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('reads in Hindi, the API’s answers too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'बुकिंग प्रबंधित करें' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^बुकिंग संदर्भ संख्या/ }), 'APT-000999');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर या ईमेल/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'बुकिंग खोजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस संदर्भ संख्या और फ़ोन नंबर या ईमेल से कोई बुकिंग नहीं मिली।');
  });

  it('has no accessibility violations, with a booking and the dialog showing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    expect(await axe(container)).toHaveNoViolations();
    await lookUp(user, 'APT-000123', fixtures.bookingContact.phone);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
