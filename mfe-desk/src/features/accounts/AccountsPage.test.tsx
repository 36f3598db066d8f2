import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { HmisKey, StaffAccount } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const ADMIN = { ...STAFF, id: 1, name: 'Meera Nair', email: 'meera@hospital.example', role: 'admin' } as const;
const account = (id: number, name: string, role: StaffAccount['role']): StaffAccount => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@hospital.example`,
  role,
  created_at: '2026-12-01T04:30:00Z',
  enrolled_at: '2026-12-01T05:00:00Z',
  disabled_at: null,
});

/** The page's HMIS keys section reads its list too. */
const noKeys = () => http.get(apiPath('/api/staff/hmis-keys/'), () => HttpResponse.json([]));

const hmisKey = (id: number, name: string): HmisKey => ({
  id,
  name,
  created_at: '2026-12-01T04:30:00Z',
  created_by: null,
  revoked_at: null,
  last_used_at: '2026-12-06T04:59:00Z',
});

describe('the staff accounts page', () => {
  it('adds a receptionist and shows the one-time link to hand over', async () => {
    let accounts = [account(1, 'Meera Nair', 'admin'), account(4, 'Ravi Kumar', 'reception')];
    const added: unknown[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
      http.get(apiPath('/api/staff/accounts/'), () => HttpResponse.json(accounts)),
      noKeys(),
      http.post(apiPath('/api/staff/accounts/'), async ({ request }) => {
        const body = (await request.json()) as { email: string; name: string; role: 'reception' };
        added.push(body);
        const created = { ...account(9, body.name, body.role), email: body.email, enrolled_at: null };
        accounts = [...accounts, created];
        return HttpResponse.json(
          {
            account: created,
            enrolment_link: 'http://localhost:3000/desk/enrol#token=abc123',
            enrolment_expires_at: '2026-12-09T05:00:00Z',
          },
          { status: 201 },
        );
      }),
    );
    const { container } = renderDesk('/desk/accounts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Every staff account, with its state' });
    expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
    // One's own account cannot be disabled here.
    expect(screen.queryByRole('button', { name: 'Disable Meera Nair' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'asha@hospital.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'reception');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    expect(await screen.findByRole('heading', { name: 'One-time enrolment link for Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/desk/enrol#token=abc123')).toBeInTheDocument();
    expect(added).toEqual([{ name: 'Asha Verma', email: 'asha@hospital.example', role: 'reception' }]);
    // The list is read again: the new account waits for its owner's enrolment.
    expect(await screen.findByText('Waiting for enrolment')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('disables an account only once confirmed', async () => {
    const disabled: string[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
      http.get(apiPath('/api/staff/accounts/'), () =>
        HttpResponse.json([account(1, 'Meera Nair', 'admin'), account(4, 'Ravi Kumar', 'reception')]),
      ),
      noKeys(),
      http.post(apiPath('/api/staff/accounts/:id/disable/'), ({ params }) => {
        disabled.push(String(params.id));
        return HttpResponse.json({ ...account(4, 'Ravi Kumar', 'reception'), disabled_at: '2026-12-06T05:00:00Z' });
      }),
    );
    renderDesk('/desk/accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ravi Kumar’s account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(disabled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, go ahead' }));
    expect(await screen.findByText('Ravi Kumar’s account is disabled.')).toHaveAttribute('role', 'status');
    expect(disabled).toEqual(['4']);
  });

  it('issues an HMIS key and shows it once; revokes one only once confirmed', async () => {
    let keys = [hmisKey(2, 'Old HMIS')];
    const issued: unknown[] = [];
    const revoked: string[] = [];
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: ADMIN })),
      http.get(apiPath('/api/staff/accounts/'), () => HttpResponse.json([account(1, 'Meera Nair', 'admin')])),
      http.get(apiPath('/api/staff/hmis-keys/'), () => HttpResponse.json(keys)),
      http.post(apiPath('/api/staff/hmis-keys/'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        issued.push(body);
        const created = { ...hmisKey(3, body.name), last_used_at: null, created_by: { id: 1, name: 'Meera Nair' } };
        keys = [...keys, created];
        return HttpResponse.json({ key: `hmis_${'k'.repeat(43)}`, hmis_key: created }, { status: 201 });
      }),
      http.post(apiPath('/api/staff/hmis-keys/:id/revoke/'), ({ params }) => {
        revoked.push(String(params.id));
        keys = keys.map((key) => (String(key.id) === params.id ? { ...key, revoked_at: '2026-12-06T05:00:00Z' } : key));
        return HttpResponse.json(keys.find((key) => String(key.id) === params.id));
      }),
    );
    const { container } = renderDesk('/desk/accounts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Every HMIS key, with its state' });
    expect(within(table).getByText('Old HMIS')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByRole('textbox', { name: /Key name/ }), 'Aravali HMIS');
    await user.click(screen.getByRole('button', { name: 'Issue key' }));
    expect(await screen.findByRole('heading', { name: 'The key Aravali HMIS' })).toBeInTheDocument();
    expect(screen.getByLabelText('HMIS key')).toHaveTextContent(`hmis_${'k'.repeat(43)}`);
    expect(issued).toEqual([{ name: 'Aravali HMIS' }]);
    expect(await screen.findByRole('cell', { name: 'Aravali HMIS' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the key Old HMIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key Old HMIS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke the key Old HMIS' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText('The key Old HMIS is revoked.')).toHaveAttribute('role', 'status');
    expect(revoked).toEqual(['2']);
    expect(screen.queryByRole('button', { name: 'Revoke the key Old HMIS' })).not.toBeInTheDocument();
  });

  it('is not for reception', async () => {
    api.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: STAFF })));
    renderDesk('/desk/accounts');
    expect(await screen.findByText(/Your role \(Reception\) does not open this page/)).toBeInTheDocument();
  });
});
