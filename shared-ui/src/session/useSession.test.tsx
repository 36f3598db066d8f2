import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SignedInAccount } from 'contract';
import { apiPath, pointApiAtTestHost } from '../testing';
import { resetSessionForTests } from './sessionStore';
import { useSession } from './useSession';

const account: SignedInAccount = {
  id: 7,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  login_id: 'asha34',
  email_confirmed: true,
};

const server = setupServer();
let sessionAsks = 0;
let signedIn = true;
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetSessionForTests();
  sessionAsks = 0;
  signedIn = true;
  server.use(
    http.get(apiPath('/api/account/session/'), () => {
      sessionAsks += 1;
      return signedIn ? HttpResponse.json(account) : HttpResponse.json({ message: 'Not signed in.' }, { status: 401 });
    }),
    http.post(apiPath('/api/logout/'), () => {
      signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Who({ label }: { label: string }) {
  const session = useSession();
  return (
    <div>
      <p>
        {label}: {session.status} {session.account?.name ?? ''}
      </p>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out {label}
      </button>
      <button type="button" onClick={() => void session.refresh()}>
        Refresh {label}
      </button>
    </div>
  );
}

describe('useSession', () => {
  it('renders at once as unknown, then shows the account the API answered', async () => {
    render(<Who label="header" />);
    expect(screen.getByText('header: unknown')).toBeInTheDocument();
    expect(await screen.findByText('header: signed-in Asha Verma')).toBeInTheDocument();
  });

  it('asks the API once per page however many components read it', async () => {
    render(
      <>
        <Who label="header" />
        <Who label="form" />
      </>,
    );
    expect(await screen.findByText('form: signed-in Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('header: signed-in Asha Verma')).toBeInTheDocument();
    expect(sessionAsks).toBe(1);
  });

  it('says signed out when the API answers 401', async () => {
    signedIn = false;
    render(<Who label="header" />);
    expect(await screen.findByText('header: signed-out')).toBeInTheDocument();
  });

  it('stays unknown when the API cannot be reached', async () => {
    server.use(http.get(apiPath('/api/account/session/'), () => HttpResponse.error()));
    render(<Who label="header" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('header: unknown')).toBeInTheDocument();
  });

  it('signs out for every reader on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Who label="header" />
        <Who label="form" />
      </>,
    );
    await screen.findByText('form: signed-in Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Sign out header' }));
    expect(await screen.findByText('form: signed-out')).toBeInTheDocument();
    expect(screen.getByText('header: signed-out')).toBeInTheDocument();
  });

  it('keeps the account when the API refuses to sign out', async () => {
    server.use(http.post(apiPath('/api/logout/'), () => HttpResponse.json({}, { status: 503 })));
    const seen: unknown[] = [];
    function Failing() {
      const session = useSession();
      return (
        <button type="button" onClick={() => session.signOut().catch((error: unknown) => seen.push(error))}>
          {session.status}
        </button>
      );
    }
    const user = userEvent.setup();
    render(<Failing />);
    await user.click(await screen.findByRole('button', { name: 'signed-in' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'signed-in' })).toBeInTheDocument();
  });

  it('asks again on refresh, after a sign-in elsewhere on the page', async () => {
    signedIn = false;
    const user = userEvent.setup();
    render(<Who label="header" />);
    await screen.findByText('header: signed-out');
    signedIn = true;
    await user.click(screen.getByRole('button', { name: 'Refresh header' }));
    expect(await screen.findByText('header: signed-in Asha Verma')).toBeInTheDocument();
    expect(sessionAsks).toBe(2);
  });

  it('keeps only whether someone is signed in on this browser, as the API last answered, and forgets it on sign-out', async () => {
    const user = userEvent.setup();
    window.localStorage.removeItem('signed-in-here');
    render(<Who label="header" />);
    await screen.findByText('header: signed-in Asha Verma');
    expect(window.localStorage.getItem('signed-in-here')).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Asha');
    await user.click(screen.getByRole('button', { name: 'Sign out header' }));
    await screen.findByText('header: signed-out');
    expect(window.localStorage.getItem('signed-in-here')).toBeNull();
  });

  it('forgets the hint when the API answers that the session has ended, and keeps it when the API is unreachable', async () => {
    window.localStorage.setItem('signed-in-here', '1');
    server.use(http.get(apiPath('/api/account/session/'), () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<Who label="header" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.localStorage.getItem('signed-in-here')).toBe('1');
    server.use(http.get(apiPath('/api/account/session/'), () => HttpResponse.json({}, { status: 401 })));
    await user.click(screen.getByRole('button', { name: 'Refresh header' }));
    await screen.findByText('header: signed-out');
    expect(window.localStorage.getItem('signed-in-here')).toBeNull();
  });

  it('lets a sign-out win over an answer still on its way', async () => {
    let answer: ((response: Response) => void) | undefined;
    server.use(
      http.get(apiPath('/api/account/session/'), () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    render(<Who label="header" />);
    await user.click(screen.getByRole('button', { name: 'Sign out header' }));
    await screen.findByText('header: signed-out');
    await act(async () => {
      answer?.(HttpResponse.json(account));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('header: signed-out')).toBeInTheDocument();
  });
});
