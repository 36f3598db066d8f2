import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { SignedInAccount } from 'contract';
import { apiPath, renderWithProviders, setViewportWidth, setupMockApi } from 'shared-ui/testing';
import { Header } from './Header';

const account: SignedInAccount = {
  id: 7,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  login_id: 'asha34',
  email_confirmed: true,
};

const api = setupMockApi();
let signedIn = true;
beforeEach(() => {
  signedIn = true;
  api.use(
    http.get(apiPath('/api/account/session/'), () =>
      signedIn ? HttpResponse.json(account) : HttpResponse.json({ message: 'Not signed in.' }, { status: 401 }),
    ),
    http.post(apiPath('/api/logout/'), () => {
      signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const renderHeader = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(<Header search={<div role="search" aria-label="Site search" />} />, { language });
const quickLinks = () => screen.getByRole('navigation', { name: 'Account and quick links' });
const itemTexts = () =>
  within(quickLinks())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Header, signed in, on a wide screen (1280px)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the links it always had until the API says who is signed in', async () => {
    signedIn = false;
    renderHeader();
    expect(itemTexts()).toEqual(['Account', 'Login', 'Register', 'Appointment', 'Contact']);
    await waitFor(() => expect(itemTexts()).toEqual(['Account', 'Login', 'Register', 'Appointment', 'Contact']));
  });

  it("shows the account's name, My bookings and Sign out in place of Account, Login and Register", async () => {
    renderHeader();
    expect(await within(quickLinks()).findByText('Asha Verma')).toBeInTheDocument();
    expect(itemTexts()).toEqual(['Signed in as Asha Verma', 'My bookings', 'Sign out', 'Appointment', 'Contact']);
    expect(within(quickLinks()).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account');
    expect(within(quickLinks()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signs out from the keyboard, says so politely and puts focus on Login', async () => {
    const user = userEvent.setup();
    renderHeader();
    const signOut = await within(quickLinks()).findByRole('button', { name: 'Sign out' });
    signOut.focus();
    await user.keyboard('{Enter}');
    const login = await within(quickLinks()).findByRole('link', { name: 'Login' });
    await waitFor(() => expect(login).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
    expect(within(quickLinks()).queryByText('Asha Verma')).not.toBeInTheDocument();
  });

  it('keeps the account shown and says so when signing out fails', async () => {
    api.use(http.post(apiPath('/api/logout/'), () => HttpResponse.json({}, { status: 503 })));
    const user = userEvent.setup();
    renderHeader();
    await user.click(await within(quickLinks()).findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not sign out. Please try again.'));
    expect(within(quickLinks()).getByText('Asha Verma')).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    renderHeader('hi');
    const links = await screen.findByRole('navigation', { name: 'खाता और त्वरित लिंक' });
    expect(await within(links).findByRole('link', { name: 'मेरी बुकिंग' })).toBeInTheDocument();
    expect(within(links).getByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
  });

  it('has no accessibility violations signed in', async () => {
    const { container } = renderHeader();
    await within(quickLinks()).findByText('Asha Verma');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Header, signed in, on a phone (375px)', () => {
  beforeEach(() => setViewportWidth(375));

  it('has the account items in the open menu, and signs out from there by touch', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    const links = within(nav).getByRole('navigation', { name: 'Account and quick links' });
    expect(await within(links).findByText('Asha Verma')).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account');
    await user.click(within(links).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Login' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
  });
});
