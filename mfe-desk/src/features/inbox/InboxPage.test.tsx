import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { ContactInboxMessage } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const SESSION = apiPath('/api/staff/session/');
const MESSAGE: ContactInboxMessage = {
  id: 7,
  received_at: '2026-12-06T03:30:00Z',
  name: 'Ramesh Gupta',
  email: 'ramesh@example.com',
  phone: '9810012345',
  subject: 'ICU visiting hours',
  message: 'What are the visiting hours of the ICU on Sunday?',
  status: 'new',
  status_change: null,
  version: 1,
};
const item = ({ email: _email, phone: _phone, message, ...rest }: ContactInboxMessage) => ({
  ...rest,
  preview: message,
});

function inbox(message: ContactInboxMessage, marks: unknown[]) {
  let current = message;
  api.use(
    http.get(SESSION, () => HttpResponse.json({ staff: STAFF })),
    http.get(apiPath('/api/staff/messages/'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ messages: current.status === status ? [item(current)] : [], next_before: null });
    }),
    http.get(apiPath('/api/staff/messages/:id/'), () => HttpResponse.json(current)),
    http.post(apiPath('/api/staff/messages/:id/status/'), async ({ request }) => {
      const body = (await request.json()) as { status: 'answered' | 'closed'; version: number };
      marks.push(body);
      if (body.version !== current.version) {
        return HttpResponse.json(
          { code: 'contactMessageStale', message: 'Stale', status: current.status, contact_message: current },
          { status: 409 },
        );
      }
      current = {
        ...current,
        status: body.status,
        version: current.version + 1,
        status_change: { at: '2026-12-06T04:00:00Z', by: { id: STAFF.id, name: STAFF.name } },
      };
      return HttpResponse.json(current);
    }),
  );
  return {
    changeElsewhere: (change: Partial<ContactInboxMessage>) => {
      current = { ...current, ...change };
    },
  };
}

describe('the contact inbox', () => {
  it('lists new messages, opens one and marks it answered, saying who and when', async () => {
    const marks: unknown[] = [];
    inbox(MESSAGE, marks);
    const { container } = renderDesk('/desk/messages');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'New messages' });
    expect(within(list).getByText('What are the visiting hours of the ICU on Sunday?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Open the message from Ramesh Gupta: ICU visiting hours' }));
    const subject = await screen.findByRole('heading', { level: 2, name: 'ICU visiting hours' });
    expect(subject).toHaveFocus();
    expect(screen.getByRole('link', { name: 'ramesh@example.com' })).toHaveAttribute(
      'href',
      'mailto:ramesh@example.com',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByText('The message is marked answered.')).toHaveAttribute('role', 'status');
    expect(marks).toEqual([{ status: 'answered', version: 1 }]);
    expect(screen.getByText(/Answered by Asha Verma/)).toBeInTheDocument();
    // Answered, it may still be closed, never answered again.
    expect(screen.queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
    expect(await screen.findByText('No new messages.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByRole('list', { name: 'Answered messages' })).toBeInTheDocument();
  });

  it('tells the desk when another desk marked the message first, and shows it as it is now', async () => {
    const marks: unknown[] = [];
    const { changeElsewhere } = inbox(MESSAGE, marks);
    renderDesk('/desk/messages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Open the message from Ramesh Gupta/ }));
    await screen.findByRole('heading', { level: 2, name: 'ICU visiting hours' });
    changeElsewhere({
      status: 'closed',
      version: 2,
      status_change: { at: '2026-12-06T04:00:00Z', by: { id: 9, name: 'Vikram Singh' } },
    });
    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else has just changed this message.');
    expect(screen.getByText(/Closed by Vikram Singh/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    api.use(
      http.get(SESSION, () => HttpResponse.json({ staff: STAFF })),
      http.get(apiPath('/api/staff/messages/'), () => HttpResponse.json({ code: 'x' }, { status: 500 })),
    );
    renderDesk('/desk/messages');
    expect(
      await screen.findByText('The server could not answer just now. Please try again in a minute.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not for an admin', async () => {
    api.use(http.get(SESSION, () => HttpResponse.json({ staff: { ...STAFF, role: 'admin' } })));
    renderDesk('/desk/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Desk pages' })).not.toHaveTextContent('Messages');
  });
});
