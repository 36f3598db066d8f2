import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REMOTE_UNAVAILABLE_TEXT } from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import { resetStaffSessionForTests } from 'shared-ui/staff';
import { apiPath, pointApiAtTestHost, renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { SPLASH_SEEN_KEY } from '../../features/splash';
import { AppRoutes } from '../routes';

const STAFF = { id: 2, email: 'meera@hospital.example', name: 'Meera Das', role: 'opd_manager' };
let signedIn = true;
const server = setupServer(
  http.get(apiPath('/api/staff/session/'), () =>
    signedIn ? HttpResponse.json({ staff: STAFF }) : HttpResponse.json({}, { status: 401 }),
  ),
  http.delete(apiPath('/api/staff/session/'), () => {
    signedIn = false;
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  signedIn = true;
  resetStaffSessionForTests();
  setViewportWidth(1280);
  // A first visit: the public layout would show its splash.
  sessionStorage.removeItem(SPLASH_SEEN_KEY);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route: path },
  );

describe('the staff desk frame', () => {
  it('is a plain bar (the hospital, "Staff desk", who is signed in) over the desk region, none of the public layout', async () => {
    const { container } = renderAt('/desk');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Aravali Care Hospital')).toBeInTheDocument();
    expect(within(bar).getByText('Staff desk')).toBeInTheDocument();
    expect(await within(bar).findByText('Meera Das, OPD manager')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Chat with us/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The remote is not running here: its region alone offers the Retry.
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('signs the member out from the bar, to the sign-in page', async () => {
    renderAt('/desk/sessions');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/desk\/sign-in$/));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(signedIn).toBe(false);
  });

  it('shows no member while nobody is signed in', async () => {
    signedIn = false;
    renderAt('/desk/sign-in');
    expect(await screen.findByText('Staff desk')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument());
  });

  it('has no Hindi address: /hi/desk is not found', async () => {
    renderAt('/hi/desk');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Staff desk')).not.toBeInTheDocument();
  });
});
