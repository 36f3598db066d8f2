import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPath, pointApiAtTestHost } from '../testing';
import { resetStaffSessionForTests, signOutOfStaffSession, staffSignedIn, useStaffSession } from './staffSession';

const server = setupServer();
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(resetStaffSessionForTests);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const STAFF = { id: 4, email: 'ravi@hospital.example', name: 'Ravi Kumar', role: 'admin' } as const;

function Who({ label }: { label: string }) {
  const { status, staff } = useStaffSession();
  return <p>{`${label}: ${status} ${staff?.name ?? ''}`.trim()}</p>;
}

describe('the staff session store', () => {
  it('asks the API once for every reader on the page, and shares its answer', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/api/staff/session/'), () => {
        asked += 1;
        return HttpResponse.json({ staff: STAFF });
      }),
    );
    render(
      <>
        <Who label="bar" />
        <Who label="page" />
      </>,
    );
    expect(await screen.findByText('bar: signed-in Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('page: signed-in Ravi Kumar')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('tells an unreachable API from a signed-out desk', async () => {
    server.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.error()));
    render(<Who label="bar" />);
    expect(await screen.findByText('bar: unreachable')).toBeInTheDocument();
  });

  it('a sign-in shows at once everywhere; a sign-out forgets the member after the API ends the session', async () => {
    server.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({}, { status: 401 })),
      http.delete(apiPath('/api/staff/session/'), () => new HttpResponse(null, { status: 204 })),
    );
    render(<Who label="bar" />);
    expect(await screen.findByText('bar: signed-out')).toBeInTheDocument();
    act(() => staffSignedIn(STAFF));
    expect(screen.getByText('bar: signed-in Ravi Kumar')).toBeInTheDocument();
    await act(signOutOfStaffSession);
    expect(screen.getByText('bar: signed-out')).toBeInTheDocument();
  });
});
