import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import LoginPage from './LoginPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const loginId = () => screen.getByRole('textbox', { name: /^Login ID/ });
const password = () => screen.getByLabelText(/^Password/);
const button = () => screen.getByRole('button', { name: 'Login' });

describe('the login page', () => {
  it("logs in: 'Logging in...' while it goes, then 'Login successful!'", async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    api.use(
      http.post(apiPath('/api/login/'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(fixtures.account);
      }),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(loginId(), fixtures.account.login_id);
    await user.type(password(), fixtures.password);
    await user.click(button());
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
    release?.();
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful! Welcome, Asha Verma.');
    expect(password()).toHaveValue('');
  });

  it("says 'Invalid credentials. Please try again.' for a wrong password, and keeps the login ID", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(loginId(), fixtures.account.login_id);
    await user.type(password(), 'not-the-password');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(loginId()).toHaveValue(fixtures.account.login_id);
  });

  it('says when the server did not answer or broke, rather than doubting the password', async () => {
    const user = userEvent.setup();
    api.use(http.post(apiPath('/api/login/'), () => HttpResponse.error()));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(loginId(), fixtures.account.login_id);
    await user.type(password(), fixtures.password);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    api.use(http.post(apiPath('/api/login/'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await user.click(button());
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
  });

  it('asks for both fields before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
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
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByText('Your password is shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('links to the register page', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Register?' })).toHaveAttribute('href', '/register');
  });

  it('reads in Hindi', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^लॉगिन आईडी/ }), 'asha34');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('लॉगिन आईडी या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
  });

  it('has no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button());
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
