import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const SESSION = apiPath('/api/staff/session/');
const SESSIONS = apiPath('/api/staff/sessions/');
const session = (id: string, current: boolean) => ({
  id,
  created_at: '2026-12-06T03:30:00Z',
  last_seen_at: '2026-12-06T04:00:00Z',
  expires_at: '2026-12-06T15:30:00Z',
  network: '10.1.2.0/24',
  user_agent: current ? 'Firefox on Linux' : 'Chrome on Android',
  current,
});

describe('the desk home', () => {
  it('sends a visitor with no staff session to the sign-in page', async () => {
    api.use(http.get(SESSION, () => HttpResponse.json({ code: 'staffSignedOut' }, { status: 401 })));
    renderDesk('/desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeInTheDocument();
  });

  it('says who is signed in, their role and sessions, and signs another session out', async () => {
    let sessions = [session('this-one', true), session('phone', false)];
    const ended: string[] = [];
    api.use(
      http.get(SESSION, () => HttpResponse.json({ staff: { ...STAFF, role: 'opd_manager' } })),
      http.get(SESSIONS, () => HttpResponse.json(sessions)),
      http.delete(apiPath('/api/staff/sessions/:id/'), ({ params }) => {
        ended.push(String(params.id));
        sessions = sessions.filter((each) => each.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container } = renderDesk('/desk/sessions');
    expect(await screen.findByText('Your role: OPD manager.')).toBeInTheDocument();
    const list = await within(screen.getByRole('region', { name: 'Your sessions' })).findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['This session', 'Another session']);
    // Times in the hospital's zone: 03:30 UTC is 9:00 am in Faridabad.
    expect(within(list).getAllByText(/9:00\s*am/i)).not.toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out this session' }));
    expect(await screen.findByText('The session is signed out.')).toHaveAttribute('role', 'status');
    expect(ended).toEqual(['phone']);
    expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
  });

  it('signs out, then shows the sign-in page', async () => {
    let signedIn = true;
    api.use(
      http.get(SESSION, () =>
        signedIn ? HttpResponse.json({ staff: STAFF }) : HttpResponse.json({}, { status: 401 }),
      ),
      http.get(SESSIONS, () => HttpResponse.json([session('this-one', true)])),
      http.delete(SESSION, () => {
        signedIn = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDesk('/desk/sessions');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeInTheDocument();
    expect(signedIn).toBe(false);
  });

  it('says the API cannot be reached, with a Retry, rather than asking to sign in', async () => {
    let tries = 0;
    api.use(
      http.get(SESSION, () => {
        tries += 1;
        return tries === 1 ? HttpResponse.error() : HttpResponse.json({ staff: STAFF });
      }),
      http.get(SESSIONS, () => HttpResponse.json([session('this-one', true)])),
    );
    renderDesk('/desk/sessions');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your role: Reception.')).toBeInTheDocument();
  });

  it('answers a desk address it does not have with a page that leads back', async () => {
    renderDesk('/desk/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such desk page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the desk' })).toHaveAttribute('href', '/desk');
  });
});
