import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ConfirmEmailPage from './ConfirmEmailPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const CONFIRM_POST = apiPath('/api/account/confirm/');
const TOKEN = 'a-24-hour-confirm-token';

/** Answers the confirm call as the API does: the right token once, then `token_invalid`. */
function confirmOnce(sent: unknown[]) {
  let used = false;
  return http.post(CONFIRM_POST, async ({ request }) => {
    const body = (await request.json()) as { token?: string };
    sent.push(body);
    if (body.token !== TOKEN || used) {
      return HttpResponse.json({ message: 'This link is not valid.', code: 'token_invalid' }, { status: 400 });
    }
    used = true;
    return HttpResponse.json({ message: 'Your e-mail address is confirmed.' });
  });
}

const openLink = (token = TOKEN) => {
  window.history.replaceState(null, '', `/account/confirm#token=${token}`);
  return renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm' });
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the confirm page', () => {
  it("confirms with the link's token, takes it out of the address, and offers Sign in", async () => {
    const sent: unknown[] = [];
    api.use(confirmOnce(sent));
    openLink();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address...');
    expect(window.location.hash).toBe('');
    const heading = await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('says plainly when the link is used, expired or unknown', async () => {
    api.use(confirmOnce([]));
    openLink('an-old-token');
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

  it('can try again with the same token when the API did not answer', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    api.use(http.post(CONFIRM_POST, () => HttpResponse.error()));
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your address could not be confirmed just now.');
    api.use(confirmOnce(sent));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('reads in Hindi, and is noindex', async () => {
    api.use(confirmOnce([]));
    window.history.replaceState(null, '', `/account/confirm#token=${TOKEN}`);
    renderWithProviders(<ConfirmEmailPage />, { route: '/account/confirm', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'आपका ईमेल पता पक्का हो गया है' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('has no accessibility violations, confirmed or refused', async () => {
    api.use(confirmOnce([]));
    const { container, unmount } = openLink();
    await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const refused = openLink();
    await screen.findByRole('heading', { name: 'This link cannot be used' });
    expect(await axe(refused.container)).toHaveNoViolations();
  });
});
