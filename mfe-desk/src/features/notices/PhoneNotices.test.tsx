import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { UndeliveredPhoneNotice } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const ADMIN = { ...STAFF, role: 'admin' } as const;
const FAILED: UndeliveredPhoneNotice = {
  id: 41,
  channel: 'whatsapp',
  kind: 'reminder3',
  reference: 'AB12CD',
  status: 'failed',
  attempts: 5,
  last_error: '131026: message undeliverable',
  created_at: '2026-12-06T03:30:00Z',
  phone: '******3210',
};
const UNCONFIRMED: UndeliveredPhoneNotice = {
  ...FAILED,
  id: 42,
  channel: 'sms',
  kind: 'confirmation',
  reference: 'EF34GH',
  status: 'unconfirmed',
  attempts: 1,
  last_error: 'timeout',
  phone: '******7788',
};
const PHONE_TABLE = { name: 'SMS and WhatsApp messages not delivered, oldest first' };

/** The admin's page with no e-mail left undelivered and these phone messages. */
function serve(phone: () => Response) {
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
    http.get(apiPath('/api/staff/undelivered/'), () => HttpResponse.json([])),
    http.get(apiPath('/api/staff/undelivered/phone/'), phone),
  );
}

describe('the undelivered SMS and WhatsApp messages', () => {
  it('lists each in words and sends a failed one again once confirmed', async () => {
    let notices: UndeliveredPhoneNotice[] = [
      FAILED,
      UNCONFIRMED,
      {
        ...FAILED,
        id: 43,
        channel: 'sms',
        kind: 'cancellation',
        reference: 'JK56LM',
        status: 'stopped',
        last_error: null,
      },
    ];
    const retried: string[] = [];
    serve(() => HttpResponse.json(notices));
    api.use(
      http.post(apiPath('/api/staff/undelivered/phone/:id/retry/'), ({ params }) => {
        retried.push(String(params.id));
        notices = notices.filter((notice) => notice.id !== 41);
        return HttpResponse.json({ ...FAILED, status: 'pending', attempts: 0 });
      }),
    );
    const { container } = renderDesk('/desk/notices');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', PHONE_TABLE);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '41',
      'WhatsApp',
      'Reminder 3 days before',
      'AB12CD',
      '******3210',
      'Given up',
      '5',
      '131026: message undeliverable',
      // Queued at 03:30 UTC is 09:00 at the hospital.
      expect.stringContaining('9:00'),
      'Send again',
    ]);
    expect(second).toHaveTextContent(/SMS.*Confirmation.*EF34GH.*\*{6}7788.*Not confirmed/);
    expect(third).toHaveTextContent(/SMS.*Cancellation.*Stopped by the patient/);
    // A failed and an unconfirmed one may be sent again; a stopped one never.
    expect(within(table).getAllByRole('button', { name: /again/ })).toHaveLength(2);
    expect(await screen.findByText('Every e-mail has gone out.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Send WhatsApp 41 to ******3210 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp 41 again?' });
    expect(dialog).toHaveTextContent('It goes by WhatsApp to ******3210 at once');
    expect(dialog).not.toHaveTextContent('Call the patient');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('WhatsApp 41 is queued to be sent again.')).toHaveAttribute('role', 'status');
    expect(retried).toEqual(['41']);
    expect(await screen.findByRole('table', PHONE_TABLE)).not.toHaveTextContent('AB12CD');
  });

  it('warns that an unconfirmed SMS may already have reached the patient', async () => {
    serve(() => HttpResponse.json([UNCONFIRMED]));
    renderDesk('/desk/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send SMS 42 to ******7788 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS 42 again?' });
    expect(dialog).toHaveTextContent('This SMS for booking EF34GH may already have reached the patient');
    expect(dialog).toHaveTextContent('Call the patient on ******7788 first');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why one could not be sent again, and shows it as it is now', async () => {
    let notices = [UNCONFIRMED];
    serve(() => HttpResponse.json(notices));
    api.use(
      http.post(apiPath('/api/staff/undelivered/phone/:id/retry/'), () => {
        // Someone else sent it again meanwhile.
        notices = [{ ...UNCONFIRMED, status: 'sending', attempts: 0 }];
        return HttpResponse.json(
          {
            message: 'Only a given-up message can be retried.',
            code: 'phoneNoticeNotRetried',
            notice: notices[0],
          },
          { status: 409 },
        );
      }),
    );
    renderDesk('/desk/notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send SMS 42 to ******7788 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS 42 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(
        'Only an SMS or WhatsApp message that was given up (failed or unconfirmed) can be retried. It is shown as it is now.',
      ),
    ).toHaveAttribute('role', 'alert');
    const table = await screen.findByRole('table', PHONE_TABLE);
    expect(await within(table).findByText('Sending')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when every SMS and WhatsApp message has gone out', async () => {
    serve(() => HttpResponse.json([]));
    renderDesk('/desk/notices');
    expect(await screen.findByText('Every SMS and WhatsApp message has gone out.')).toBeInTheDocument();
    expect(screen.queryByRole('table', PHONE_TABLE)).not.toBeInTheDocument();
  });

  it('says when they could not be loaded, and loads them on Try again', async () => {
    let broken = true;
    serve(() => (broken ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([FAILED])));
    renderDesk('/desk/notices');
    const user = userEvent.setup();
    expect(
      await screen.findByText('The server could not answer just now. Please try again in a minute.'),
    ).toBeInTheDocument();
    // The e-mails are listed all the same.
    expect(screen.getByText('Every e-mail has gone out.')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', PHONE_TABLE)).toHaveTextContent('AB12CD');
  });
});
