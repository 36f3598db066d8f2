import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ContactFormWidget from './ContactFormWidget';
import ContactPage from './ContactPage';

const api = setupMockApi();
jest.setTimeout(30_000);
const CONTACT_POST = apiPath('/api/contact/');

type User = ReturnType<typeof userEvent.setup>;

const field = {
  name: () => screen.getByRole('textbox', { name: /^Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  phone: () => screen.getByRole('textbox', { name: /^Phone/ }),
  subject: () => screen.getByRole('textbox', { name: /^Subject/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
  consent: () => screen.getByRole('checkbox', { name: /I agree/ }),
};
const send = () => screen.getByRole('button', { name: 'Send Message' });

/** The first problem the error summary lists after a submit. */
async function firstProblemAfterSubmit(user: User) {
  await user.click(send());
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  return within(summary).getAllByRole('link')[0]?.textContent;
}

async function fillIn(user: User) {
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'asha@example.in');
  await user.type(field.phone(), '9876543210');
  await user.type(field.subject(), 'Visiting hours');
  await user.type(field.message(), 'When can I visit my mother?');
  await user.click(field.consent());
}

describe('the contact form', () => {
  it('checks each rule in order with its exact message; whitespace alone is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(field.name(), '   ');
    expect(await firstProblemAfterSubmit(user)).toBe('Name is required');
    await user.type(field.name(), 'Asha Verma');
    expect(await firstProblemAfterSubmit(user)).toBe('Email is required');
    await user.type(field.email(), 'asha@example.in');
    expect(await firstProblemAfterSubmit(user)).toBe('Phone number is required');
    await user.type(field.phone(), '9876543210');
    expect(await firstProblemAfterSubmit(user)).toBe('Subject is required');
    await user.type(field.subject(), 'Visiting hours');
    expect(await firstProblemAfterSubmit(user)).toBe('Message is required');
    await user.type(field.message(), 'When can I visit?');
    await user.clear(field.phone());
    await user.type(field.phone(), '98765');
    expect(await firstProblemAfterSubmit(user)).toBe('Please enter a valid 10-digit phone number');
    await user.clear(field.phone());
    await user.type(field.phone(), '9876543210');
    await user.clear(field.email());
    await user.type(field.email(), 'asha@');
    expect(await firstProblemAfterSubmit(user)).toBe('Please enter a valid email address');
    await user.clear(field.email());
    await user.type(field.email(), 'asha@example.in');
    expect(await firstProblemAfterSubmit(user)).toBe('Please agree to the privacy notice to continue');
  });

  it('takes the phone as people type it, offers the phone keypad and autofill, and sends the 10 digits', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(field.phone()).toHaveAttribute('inputmode', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    await fillIn(user);
    await user.clear(field.phone());
    await user.type(field.phone(), '+91 98110 22334');
    expect(field.phone()).toHaveValue('+91 98110 22334');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(fixtures.messages.contactThanks);
    api.events.removeAllListeners();
    expect(sent).toMatchObject({ phone: '9811022334' });
  });

  it('still stops a phone typed far too long, and names what is wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(field.phone(), '+91 98110 22334 98110 22334');
    expect(field.phone()).toHaveValue('+91 98110 22334 9811');
    expect(await firstProblemAfterSubmit(user)).toBe('Name is required');
    expect(field.phone()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit phone number'),
    );
  });

  it("says 'SENDING...' while it goes, then shows the server's message and clears the form", async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    let posts = 0;
    api.use(
      http.post(CONTACT_POST, async () => {
        posts += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ success: true, message: fixtures.messages.contactThanks, code: 'contactThanks' });
      }),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillIn(user);
    await user.click(send());
    const busy = await screen.findByRole('button', { name: 'SENDING...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release?.();
    expect(await screen.findByRole('status')).toHaveTextContent(fixtures.messages.contactThanks);
    expect(posts).toBe(1);
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.consent()).not.toBeChecked();
  });

  it.each([
    [
      'a refusal with its reason',
      () =>
        HttpResponse.json(
          { success: false, error: 'The request could not be read.', code: 'requestUnreadable' },
          { status: 400 },
        ),
      'The request could not be read.',
    ],
    ['a refusal without one', () => HttpResponse.json({ success: false }), 'Failed to send message. Please try again.'],
    [
      'a server error',
      () =>
        HttpResponse.json(
          { message: 'Something went wrong on our side. Please try again later.', code: 'serverError' },
          { status: 500 },
        ),
      'Something went wrong on our side. Please try again later.',
    ],
    [
      'a server error without a body',
      () => new HttpResponse(null, { status: 502 }),
      'Failed to send message. Please try again.',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error. Please check your connection and try again.'],
  ])('on %s shows the error banner and keeps what was typed', async (_case, answer, text) => {
    const user = userEvent.setup();
    api.use(http.post(CONTACT_POST, answer));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(field.message()).toHaveValue('When can I visit my mother?');
  });

  it("puts the API's field errors on their fields", async () => {
    const user = userEvent.setup();
    api.use(
      http.post(CONTACT_POST, () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Please enter a valid email address',
            message: fixtures.messages.checkFields,
            errors: { email: 'Please enter a valid email address' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillIn(user);
    await user.click(send());
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address'));
  });

  it('takes nothing from a link’s query string', () => {
    renderWithProviders(<ContactPage />, { route: '/contact?subject=Newsletter+subscription&email=asha%40example.in' });
    expect(field.subject()).toHaveValue('');
    expect(field.email()).toHaveValue('');
  });

  it('is the widget another page shows, with its heading and subject', () => {
    renderWithProviders(<ContactFormWidget heading="Send Us Message" subject="Question for a doctor" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Send Us Message' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send Us Message' })).toBeInTheDocument();
    expect(field.subject()).toHaveValue('Question for a doctor');
  });

  it('reads in Hindi, its rules and the server’s answers too', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(CONTACT_POST, () =>
        HttpResponse.json({ success: false, error: 'Too many requests from your network.' }, { status: 429 }),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    const summary = await screen.findByRole('alert', { name: 'कोई समस्या है' });
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('नाम ज़रूरी है');
    await user.type(screen.getByRole('textbox', { name: /^नाम/ }), 'आशा');
    await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /^विषय/ }), 'मिलने का समय');
    await user.type(screen.getByRole('textbox', { name: /^संदेश/ }), 'मैं कब मिल सकती हूँ?');
    await user.click(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Too many requests');
  });

  it('has no accessibility violations, also with errors showing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(send());
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
