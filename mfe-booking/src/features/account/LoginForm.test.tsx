import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'shared-ui/router';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import LoginPage from './LoginPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const LOGIN_POST = apiPath('/api/login/');
const loginId = () => screen.getByRole('textbox', { name: /^Login ID/ });
const password = () => screen.getByLabelText(/^Password/);
const button = () => screen.getByRole('button', { name: 'Login' });

/** The login page, and the account page it leads to. */
function renderLogin(language: 'en' | 'hi' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/account" element={<h1>My account page</h1>} />
    </Routes>,
    { route: '/login', language },
  );
}

async function signInWith(user: ReturnType<typeof userEvent.setup>, secret: string) {
  await user.type(loginId(), fixtures.account.login_id);
  await user.type(password(), secret);
  await user.click(button());
}

describe('the login page', () => {
  it("signs in: 'Logging in...' while it goes, then the account page", async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    let signedIn = false;
    api.use(
      http.post(LOGIN_POST, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        signedIn = true;
        return HttpResponse.json(fixtures.account);
      }),
      http.get(apiPath('/api/account/session/'), () =>
        signedIn
          ? HttpResponse.json({ ...fixtures.account, email_confirmed: true })
          : HttpResponse.json({ message: 'Not signed in.' }, { status: 401 }),
      ),
    );
    renderLogin();
    await signInWith(user, fixtures.password);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
    release?.();
    expect(await screen.findByRole('heading', { name: 'My account page' })).toBeInTheDocument();
  });

  it("says 'Invalid credentials. Please try again.' for a wrong password, keeps the login ID, empties the password", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInWith(user, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(loginId()).toHaveValue(fixtures.account.login_id);
    expect(password()).toHaveValue('');
  });

  it('tells an unconfirmed address to open the e-mailed link, and a slowed-down visitor to wait', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(LOGIN_POST, () =>
        HttpResponse.json(
          { message: 'Please confirm your e-mail address first.', code: 'emailUnconfirmed' },
          { status: 403 },
        ),
      ),
    );
    renderLogin();
    await signInWith(user, fixtures.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your e-mail address first: we have sent you a new link. Open it, then sign in.',
    );
    api.use(
      http.post(LOGIN_POST, () =>
        HttpResponse.json({ message: 'Too many attempts.', code: 'signInSlowed' }, { status: 429 }),
      ),
    );
    await user.type(password(), fixtures.password);
    await user.click(button());
    expect(await screen.findByText(/^Too many tries to sign in/)).toHaveTextContent(
      'Too many tries to sign in. Please wait a few minutes and try again.',
    );
  });

  it('says when the server did not answer or broke, rather than doubting the password', async () => {
    const user = userEvent.setup();
    api.use(http.post(LOGIN_POST, () => HttpResponse.error()));
    renderLogin();
    await signInWith(user, fixtures.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    api.use(http.post(LOGIN_POST, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await user.type(password(), fixtures.password);
    await user.click(button());
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
  });

  it('asks for both fields before sending', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(button());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Login ID is required', 'Password is required']);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('links to the register page and to the forgotten-password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register?' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your Login ID or password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
  });

  it('asks search engines not to index it', () => {
    const { unmount } = renderLogin();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads in Hindi', async () => {
    const user = userEvent.setup();
    renderLogin('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉगिन आईडी या पासवर्ड भूल गए?' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^लॉगिन आईडी/ }), 'asha34');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('लॉगिन आईडी या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
  });

  it('has no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = renderLogin();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button());
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
