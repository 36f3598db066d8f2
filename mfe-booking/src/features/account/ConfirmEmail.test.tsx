import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ConfirmEmailPage from './ConfirmEmailPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const CONFIRM_POST = apiPath('/api/account/confirm/');
const TOKEN = 'a-24-hour-confirm-token';

/** Answers the confirm call as the API does: the right token once, then `confirmLinkInvalid`. */
function confirmOnce(sent: unknown[]) {
  let used = false;
  return http.post(CONFIRM_POST, async ({ request }) => {
    const body = (await request.json()) as { token?: string; password?: string };
    sent.push(body);
    if (body.token !== TOKEN || used) {
      return HttpResponse.json({ message: 'This link is not valid.', code: 'confirmLinkInvalid' }, { status: 400 });
    }
    used = true;
    return HttpResponse.json({ message: 'Your e-mail address is confirmed.' });
  });
}

const openLink = (token = TOKEN) => {
  window.history.replaceState(null, '', `/account/confirm#token=${token}`);
  return renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm' });
};

const CHOSEN = 'monsoon-evening-walk';
const password = () => screen.getByLabelText(/^Password/, { selector: 'input[name="password"]' });
const again = () => screen.getByLabelText(/^Password again/);

/** Types the chosen password twice and sends the form. */
async function choose(user: ReturnType<typeof userEvent.setup>, first = CHOSEN, second = CHOSEN) {
  await user.type(password(), first);
  await user.type(again(), second);
  await user.click(screen.getByRole('button', { name: 'Confirm and save the password' }));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the confirm page', () => {
  it("asks for the password, typed twice, sends it with the link's token, then offers Sign in", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(confirmOnce(sent));
    openLink();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(/A password typed when the account was opened no longer works/)).toBeInTheDocument();
    await choose(user, CHOSEN, `${CHOSEN}s`);
    await waitFor(() =>
      expect(again()).toHaveAccessibleDescription(expect.stringContaining('The two passwords are not the same')),
    );
    expect(sent).toEqual([]);
    await user.clear(again());
    await user.type(again(), CHOSEN);
    await user.click(screen.getByRole('button', { name: 'Confirm and save the password' }));
    const heading = await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([{ token: TOKEN, password: CHOSEN }]);
  });

  it('checks the password with the contract rules before sending', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(confirmOnce(sent));
    openLink();
    await choose(user, 'short', 'short');
    await waitFor(() => expect(password()).toHaveAccessibleDescription(expect.stringMatching(/at least/i)));
    expect(sent).toEqual([]);
  });

  it('says plainly when the link is used, expired or unknown', async () => {
    const user = userEvent.setup();
    api.use(confirmOnce([]));
    openLink('an-old-token');
    await choose(user);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toHaveFocus();
    expect(
      screen.getByText(/It has expired or has already been used. If you have confirmed your address already/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('without a token, says the page opens from the e-mailed link and sends nothing', async () => {
    const sent: unknown[] = [];
    api.use(confirmOnce(sent));
    renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm' });
    expect(screen.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('can send again with the same token when the API did not answer, or was busy', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(http.post(CONFIRM_POST, () => HttpResponse.error()));
    openLink();
    await choose(user);
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    api.use(
      http.post(CONFIRM_POST, () =>
        HttpResponse.json(
          { message: 'Busy.', code: 'passwordCheckBusy' },
          { status: 429, headers: { 'retry-after': '2' } },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and save the password' }));
    expect(
      await screen.findByText('Many people are signing in just now. Please try again in a few seconds.'),
    ).toBeInTheDocument();
    api.use(confirmOnce(sent));
    await user.click(screen.getByRole('button', { name: 'Confirm and save the password' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN, password: CHOSEN }]);
  });

  it('reads in Hindi, and is noindex', async () => {
    const user = userEvent.setup();
    api.use(confirmOnce([]));
    window.history.replaceState(null, '', `/account/confirm#token=${TOKEN}`);
    renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अपना पासवर्ड चुनें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^पासवर्ड/, { selector: 'input[name="password"]' }), CHOSEN);
    await user.type(screen.getByLabelText(/^पासवर्ड दोबारा/), CHOSEN);
    await user.click(screen.getByRole('button', { name: 'पक्का करें और पासवर्ड सहेजें' }));
    expect(await screen.findByRole('heading', { name: 'आपका ईमेल पता पक्का हो गया है' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('has no accessibility violations, asking, confirmed or refused', async () => {
    const user = userEvent.setup();
    api.use(confirmOnce([]));
    const { container, unmount } = openLink();
    expect(await axe(container)).toHaveNoViolations();
    await choose(user);
    await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const refused = openLink();
    await choose(user);
    await screen.findByRole('heading', { name: 'This link cannot be used' });
    expect(await axe(refused.container)).toHaveNoViolations();
  });
});
