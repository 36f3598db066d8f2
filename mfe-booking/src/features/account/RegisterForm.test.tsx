import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import RegisterPage from './RegisterPage';

const api = setupMockApi();
jest.setTimeout(30_000);
const REGISTER_POST = apiPath('/api/patents/');

type User = ReturnType<typeof userEvent.setup>;

const field = {
  name: () => screen.getByRole('textbox', { name: /^Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  phone: () => screen.getByRole('textbox', { name: /^Phone/ }),
  age: () => screen.getByRole('textbox', { name: /^Age/ }),
  loginId: () => screen.getByRole('textbox', { name: /^Login ID/ }),
  password: () => screen.getByLabelText(/^Password/),
  consent: () => screen.getByRole('checkbox', { name: /I agree/ }),
};
const button = () => screen.getByRole('button', { name: 'Register' });

async function fillIn(user: User) {
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'asha@example.in');
  // As people type it; the form sends the 10 digits.
  await user.type(field.phone(), '+91 98765 43210');
  await user.type(field.age(), '34');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field.loginId(), 'asha34');
  await user.type(field.password(), 'a-long-password');
  await user.click(field.consent());
}

describe('the register page', () => {
  it('asks for every field, the password rule shown before typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(field.password()).toHaveAccessibleDescription(
      'Common passwords, like password123, are refused. Use at least 8 characters. A few unrelated words are strong and easy to remember.',
    );
    await user.type(field.age(), 'abc');
    await user.click(button());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Age must be a whole number from 1 to 120',
      'Please choose Male, Female or Other',
      'Login ID is required',
      'Password is required',
      'Please agree to the privacy notice to continue',
    ]);
  });

  it("registers: 'Registering...', the server's check-your-e-mail message, the form cleared", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    let release: (() => void) | undefined;
    api.use(
      http.post(REGISTER_POST, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: fixtures.messages.registered, code: 'signedUp' }, { status: 201 });
      }),
    );
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole('button', { name: 'Registering...' })).toHaveAttribute('aria-disabled', 'true');
    release?.();
    expect(await screen.findByRole('status')).toHaveTextContent(fixtures.messages.registered);
    api.events.removeAllListeners();
    expect(sent).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      age: 34,
      gender: 'F',
      login_id: 'asha34',
      password: 'a-long-password',
      consent: true,
    });
    expect(field.name()).toHaveValue('');
    expect(field.password()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
  });

  it('shows the refusal of a common password on the password field', async () => {
    const user = userEvent.setup();
    const tooCommon = 'This password is too common and easy to guess. Please choose another.';
    api.use(
      http.post(REGISTER_POST, () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            errors: { password: tooCommon },
            issues: { password: { code: 'passwordTooCommon' } },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await user.click(button());
    await waitFor(() => expect(field.password()).toHaveAccessibleDescription(expect.stringContaining(tooCommon)));
    expect(field.loginId()).toHaveValue('asha34');
  });

  it('says in Hindi to check the e-mail, whatever the server said in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register', language: 'hi' });
    await user.type(await screen.findByRole('textbox', { name: /^नाम/ }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /^उम्र/ }), '34');
    await user.click(screen.getByRole('radio', { name: 'महिला' }));
    await user.type(screen.getByRole('textbox', { name: /^लॉगिन आईडी/ }), 'asha34');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'a-long-password');
    await user.click(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^धन्यवाद। हमने इस पते पर एक ईमेल भेजा है/);
  });

  it("shows the server's reason on failure, on its field too, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const taken = 'This login ID is already taken. Please choose another.';
    api.use(
      http.post(REGISTER_POST, () =>
        HttpResponse.json(
          { message: taken, errors: { login_id: taken }, issues: { login_id: { code: 'loginIdTaken' } } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByText(taken, { selector: '[role="alert"] > *, p[role="alert"]' })).toBeInTheDocument();
    await waitFor(() => expect(field.loginId()).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(field.name()).toHaveValue('Asha Verma');
  });

  it("says 'Error: Could not register.' when no answer came", async () => {
    const user = userEvent.setup();
    api.use(http.post(REGISTER_POST, () => HttpResponse.error()));
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByText('Error: Could not register.')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server failed without a reason", async () => {
    const user = userEvent.setup();
    api.use(http.post(REGISTER_POST, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })));
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByText('Something went wrong', { exact: true })).toBeInTheDocument();
    expect(field.name()).toHaveValue('Asha Verma');
  });

  it('links to the login page, and asks search engines not to index it', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("reads in Hindi, the server's reasons too", async () => {
    const user = userEvent.setup();
    const taken = 'This login ID is already taken. Please choose another.';
    api.use(
      http.post(REGISTER_POST, () =>
        HttpResponse.json(
          { message: taken, errors: { login_id: taken }, issues: { login_id: { code: 'loginIdTaken' } } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<RegisterPage />, { route: '/register', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पंजीकरण' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^नाम/ }), 'आशा वर्मा');
    await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /^उम्र/ }), '34');
    await user.click(screen.getByRole('radio', { name: 'महिला' }));
    await user.type(screen.getByRole('textbox', { name: /^लॉगिन आईडी/ }), 'asha34');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'a-long-password');
    await user.click(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
    await user.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    const hindiTaken = 'यह लॉगिन आईडी पहले से ली जा चुकी है। कृपया कोई दूसरी चुनें।';
    expect(await screen.findAllByText(hindiTaken)).not.toHaveLength(0);
    expect(document.body).not.toHaveTextContent('already taken');
  });

  it('has no accessibility violations, also with errors showing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button());
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
