import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { FIELD_ERROR_TEXTS } from 'contract';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const REQUEST_POST = apiPath('/api/account/password-reset/');
const RESET_POST = apiPath('/api/account/password-reset/confirm/');
const TOKEN = 'a-30-minute-reset-token';
/** The API's one answer for any address, said from the contract's vocabulary by its code. */
const SAME_ANSWER = FIELD_ERROR_TEXTS.resetRequested;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the forgot-password page', () => {
  it('asks for a link and gives the same answer for any address', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(
      http.post(REQUEST_POST, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: SAME_ANSWER, code: 'resetRequested' }, { status: 202 });
      }),
    );
    renderWithProviders(<ForgotPasswordPage />, { route: '/account/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'someone@example.in');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(sent).toEqual([{ email: 'someone@example.in' }]);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  it('checks the address before sending, and says when no answer came', async () => {
    const user = userEvent.setup();
    api.use(http.post(REQUEST_POST, () => HttpResponse.error()));
    renderWithProviders(<ForgotPasswordPage />, { route: '/account/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Email is required');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'someone@example.in');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
  });

  it('reads in Hindi, says the answer in Hindi, and has no accessibility violations', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(REQUEST_POST, () =>
        HttpResponse.json({ message: SAME_ANSWER, code: 'resetRequested' }, { status: 202 }),
      ),
    );
    const { container } = renderWithProviders(<ForgotPasswordPage />, {
      route: '/account/forgot-password',
      language: 'hi',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'someone@example.in');
    await user.click(screen.getByRole('button', { name: 'लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^अगर कोई खाता इस पते का इस्तेमाल करता है/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input[name="password"]' });
const again = () => screen.getByLabelText(/^New password again/);

const openLink = () => {
  window.history.replaceState(null, '', `/account/reset-password#token=${TOKEN}`);
  return renderWithProviders(<ResetPasswordPage />, { route: '/account/reset-password' });
};

describe('the reset-password page', () => {
  it('sets the new password with the link token, typed twice, then offers Sign in', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(
      http.post(RESET_POST, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your password is changed.' });
      }),
    );
    openLink();
    await waitFor(() => expect(window.location.hash).toBe(''));
    await user.type(newPassword(), 'monsoon-evening-walk');
    await user.type(again(), 'monsoon-evening-walks');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(again()).toHaveAccessibleDescription(expect.stringContaining('The two passwords are not the same')),
    );
    expect(sent).toEqual([]);
    await user.clear(again());
    await user.type(again(), 'monsoon-evening-walk');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toHaveFocus();
    expect(screen.getByText('You are signed out everywhere. Please sign in with your new password.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([{ token: TOKEN, password: 'monsoon-evening-walk' }]);
  });

  it('shows a too-common password on its field, and a spent link plainly with a way to a new one', async () => {
    const user = userEvent.setup();
    const tooCommon = 'This password is too common and easy to guess. Please choose another.';
    api.use(
      http.post(RESET_POST, () =>
        HttpResponse.json(
          { message: tooCommon, errors: { password: tooCommon }, issues: { password: { code: 'passwordTooCommon' } } },
          { status: 400 },
        ),
      ),
    );
    openLink();
    await user.type(newPassword(), 'password1234');
    await user.type(again(), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(tooCommon)));
    api.use(
      http.post(RESET_POST, () =>
        HttpResponse.json({ message: 'This link is not valid.', code: 'resetLinkInvalid' }, { status: 400 }),
      ),
    );
    await user.clear(newPassword());
    await user.type(newPassword(), 'monsoon-evening-walk');
    await user.clear(again());
    await user.type(again(), 'monsoon-evening-walk');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
  });

  it('says when the password checks are busy, keeping the form to send again', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(RESET_POST, () =>
        HttpResponse.json(
          { message: 'Busy.', code: 'passwordCheckBusy' },
          { status: 429, headers: { 'retry-after': '2' } },
        ),
      ),
    );
    openLink();
    await user.type(newPassword(), 'monsoon-evening-walk');
    await user.type(again(), 'monsoon-evening-walk');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('Many people are signing in just now. Please try again in a few seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
  });

  it('starts afresh when a new link is opened in the same tab', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(
      http.post(RESET_POST, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your password is changed.' });
      }),
    );
    renderWithProviders(<ResetPasswordPage />, { route: '/account/reset-password' });
    expect(screen.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeInTheDocument();
    window.location.hash = `#token=${TOKEN}`;
    await user.type(
      await screen.findByLabelText(/^New password/, { selector: 'input[name="password"]' }),
      'x-lake-at-dawn',
    );
    await user.type(again(), 'x-lake-at-dawn');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(sent).toEqual([{ token: TOKEN, password: 'x-lake-at-dawn' }]);
    // The same link again: a fresh form (which the API will refuse, the link being used).
    window.location.hash = `#token=${TOKEN}`;
    expect(await screen.findByRole('button', { name: 'Save the new password' })).toBeInTheDocument();
  });

  it('without a token, says the page opens from the e-mailed link', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/account/reset-password' });
    expect(screen.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the new password' })).toBeNull();
  });

  it('reads in Hindi and has no accessibility violations', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/account/reset-password#token=${TOKEN}`);
    const { container } = renderWithProviders(<ResetPasswordPage />, {
      route: '/account/reset-password',
      language: 'hi',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पासवर्ड चुनें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सहेजें' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });
});
