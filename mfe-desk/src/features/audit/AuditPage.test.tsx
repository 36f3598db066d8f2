import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const event = (id: number, action: string) => ({
  id,
  at: '2026-12-06T03:30:00Z',
  actor: { id: 1, email: 'meera@hospital.example', name: 'Meera Nair' },
  action,
  target: `contact:${id}`,
  network: '10.1.2.0/24',
  details: { to: 'answered' },
});

describe('the staff audit page', () => {
  it('lists events newest first and loads older ones', async () => {
    const asked: (string | null)[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role: 'admin' } })),
      http.get(apiPath('/api/staff/audit/'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        return before
          ? HttpResponse.json({ events: [event(3, 'session.signed_in')], next_before: null })
          : HttpResponse.json({ events: [event(5, 'contact.marked')], next_before: 5 });
      }),
    );
    const { container } = renderDesk('/desk/audit');
    const table = await screen.findByRole('table', { name: 'Audit events, newest first' });
    expect(within(table).getByText('contact.marked')).toBeInTheDocument();
    expect(within(table).getByText('to: answered')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older events' }));
    expect(await within(table).findByText('session.signed_in')).toBeInTheDocument();
    expect(within(table).getByText('contact.marked')).toBeInTheDocument();
    expect(asked).toEqual([null, '5']);
    expect(screen.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  });
});
