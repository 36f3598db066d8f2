import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { LeaveDetail, LeaveEntry, LeaveHit } from 'contract';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const MANAGER = { ...STAFF, role: 'opd_manager' } as const;
const tomorrow = () => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const DAY = tomorrow();

const LEAVE: LeaveEntry = {
  id: 7,
  doctor: { id: 1, name: 'Dr. Anita Sharma', department: 'Cardiology' },
  from: DAY,
  to: DAY,
  session_start: null,
  reason: 'Conference',
  reason_hi: null,
  confirmed_at: null,
  cancelled: 0,
};
const HIT: LeaveHit = {
  reference: 'APT-7K3QX-9MWPD',
  patient_name: 'Sunita Yadav',
  phone_last4: '3210',
  date: DAY,
  slot_start: '09:00',
  channels: { email: true, sms: true, whatsapp: false },
};
const TOLD: LeaveDetail = {
  leave: { ...LEAVE, cancelled: 1, confirmed_at: new Date().toISOString() },
  hits: [],
  told: [
    {
      reference: HIT.reference,
      patient_name: HIT.patient_name,
      phone_last4: '3210',
      date: DAY,
      slot_start: '09:00',
      email: 'sent',
      sms: 'failed',
      whatsapp: 'none',
      rebooked: false,
    },
  ],
};

function catalogue() {
  return [
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: MANAGER })),
    http.get(apiPath('/api/doctor/department/'), () =>
      HttpResponse.json([{ id: 1, department_name: 'Cardiology', slug: 'cardiology' }]),
    ),
    http.get(apiPath('/api/doctor/doctor'), () =>
      HttpResponse.json([
        {
          id: 1,
          doctor_name: 'Dr. Anita Sharma',
          department: 1,
          department_name: 'Cardiology',
          slug: 'dr-anita-sharma',
        },
      ]),
    ),
  ];
}

describe('the leave page', () => {
  it('saves leave, lists whom it hits, cancels them once confirmed and says who was told', async () => {
    const saved: unknown[] = [];
    const confirmed: unknown[] = [];
    let list: LeaveEntry[] = [];
    api.use(
      ...catalogue(),
      http.get(apiPath('/api/staff/leave/'), () => HttpResponse.json(list)),
      http.post(apiPath('/api/staff/leave/'), async ({ request }) => {
        saved.push(await request.json());
        list = [LEAVE];
        return HttpResponse.json({ leave: LEAVE, hits: [HIT] }, { status: 201 });
      }),
      http.post(apiPath('/api/staff/leave/7/confirm/'), async ({ request }) => {
        confirmed.push(await request.json());
        list = [TOLD.leave];
        return HttpResponse.json(TOLD);
      }),
    );
    const { container } = renderDesk('/desk/leave');
    const user = userEvent.setup();
    expect(await screen.findByText('No leave or closures ahead.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // The reason is asked for before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Save leave' }));
    expect(await screen.findByText('Please choose a doctor, or the whole hospital')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(await screen.findByRole('combobox', { name: /Doctor/ }), 'Dr. Anita Sharma');
    await user.clear(screen.getByLabelText(/First day/));
    await user.type(screen.getByLabelText(/First day/), DAY);
    await user.clear(screen.getByLabelText(/Last day/));
    await user.type(screen.getByLabelText(/Last day/), DAY);
    await user.type(screen.getByRole('textbox', { name: /Reason, as the patients/ }), 'Conference');
    await user.click(screen.getByRole('button', { name: 'Save leave' }));

    const hits = await screen.findByRole('table', { name: 'Bookings this leave hits' });
    expect(within(hits).getByText('Sunita Yadav')).toBeInTheDocument();
    expect(within(hits).getByText('E-mail, SMS')).toBeInTheDocument();
    expect(saved).toEqual([
      { doctor: 1, from: DAY, to: DAY, session_start: null, reason: 'Conference', reason_hi: null },
    ]);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Cancel 1 bookings and tell the patients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 1 bookings?' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 bookings and tell the patients' }));

    const told = await screen.findByRole('table', { name: 'Cancelled and told' });
    expect(within(told).getByText('Sent')).toBeInTheDocument();
    expect(within(told).getByText('Failed: please call')).toBeInTheDocument();
    expect(confirmed).toEqual([{ references: [HIT.reference] }]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the new list when the bookings hit changed, and removes leave once confirmed', async () => {
    const late: LeaveHit = { ...HIT, reference: 'APT-2B4CD-6FGHJ', patient_name: 'Mohan Lal' };
    let list: LeaveEntry[] = [LEAVE];
    const removed: string[] = [];
    api.use(
      ...catalogue(),
      http.get(apiPath('/api/staff/leave/'), () => HttpResponse.json(list)),
      http.get(apiPath('/api/staff/leave/7/'), () => HttpResponse.json({ leave: LEAVE, hits: [HIT], told: [] })),
      http.post(apiPath('/api/staff/leave/7/confirm/'), () =>
        HttpResponse.json(
          { message: 'The bookings this leave hits have changed.', code: 'leaveHitsChanged', hits: [HIT, late] },
          { status: 409 },
        ),
      ),
      http.post(apiPath('/api/staff/leave/7/remove/'), () => {
        removed.push('7');
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container } = renderDesk('/desk/leave');
    const user = userEvent.setup();
    const listed = await screen.findByRole('table', { name: 'Leave and closures, soonest first' });
    await user.click(within(listed).getByRole('button', { name: /Open the leave of Dr. Anita Sharma/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel 1 bookings and tell the patients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 1 bookings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 bookings and tell the patients' }));
    expect(await screen.findByText(/Nothing was cancelled/)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('table', { name: 'Bookings this leave hits' })).getByText('Mohan Lal'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(
      within(screen.getByRole('table', { name: 'Leave and closures, soonest first' })).getByRole('button', {
        name: /Remove the leave of Dr. Anita Sharma/,
      }),
    );
    const removing = await screen.findByRole('dialog', { name: 'Remove this leave?' });
    await user.click(within(removing).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The leave is removed; its times are open again.')).toBeInTheDocument();
    expect(removed).toEqual(['7']);
    expect(await screen.findByText('No leave or closures ahead.')).toBeInTheDocument();
  });
});
