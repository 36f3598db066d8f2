import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { UndeliveredNotice } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const ADMIN = { ...STAFF, role: 'admin' } as const;
const FAILED: UndeliveredNotice = {
  id: 12,
  status: 'failed',
  purpose: 'booking',
  attempts: 5,
  last_error: 'ECONNREFUSED: connect ECONNREFUSED',
  created_at: '2026-12-06T03:30:00Z',
  recipient: 'r***@example.com',
};

describe('the undelivered e-mails page', () => {
  it('sends a given-up e-mail again once confirmed', async () => {
    let notices: UndeliveredNotice[] = [
      FAILED,
      { ...FAILED, id: 13, status: 'suppressed', attempts: 0, last_error: null },
    ];
    const retried: string[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
      http.get(apiPath('/api/staff/undelivered/'), () => HttpResponse.json(notices)),
      http.get(apiPath('/api/staff/undelivered/phone/'), () => HttpResponse.json([])),
      http.post(apiPath('/api/staff/undelivered/:id/retry/'), ({ params }) => {
        retried.push(String(params.id));
        notices = notices.filter((notice) => notice.id !== 12);
        return HttpResponse.json({ ...FAILED, status: 'pending', attempts: 0 });
      }),
    );
    const { container } = renderDesk('/desk/notices');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'E-mails not delivered, oldest first' });
    expect(within(table).getByText('Given up')).toBeInTheDocument();
    expect(within(table).getByText('Suppressed')).toBeInTheDocument();
    // Only a given-up one may be sent again.
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Send e-mail 12 to r***@example.com again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send e-mail 12 again?' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail 12 is queued to be sent again.')).toHaveAttribute('role', 'status');
    expect(retried).toEqual(['12']);
    expect(await screen.findByRole('table', { name: 'E-mails not delivered, oldest first' })).not.toHaveTextContent(
      'Given up',
    );
  });

  it('says when every e-mail has gone out', async () => {
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
      http.get(apiPath('/api/staff/undelivered/'), () => HttpResponse.json([])),
      http.get(apiPath('/api/staff/undelivered/phone/'), () => HttpResponse.json([])),
    );
    renderDesk('/desk/notices');
    expect(await screen.findByText('Every e-mail has gone out.')).toBeInTheDocument();
  });
});
