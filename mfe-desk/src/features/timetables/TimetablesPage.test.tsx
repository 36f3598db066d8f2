import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { DoctorTimetables, TimetableChange, TimetableSession } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const MANAGER = { ...STAFF, role: 'opd_manager' } as const;
const MONDAY: TimetableSession = {
  weekday: 1,
  start_time: '09:30',
  end_time: '13:30',
  online: false,
  room: 'Room 21',
  slot_minutes: 15,
  counter_quota: null,
};
const TIMETABLES: DoctorTimetables = {
  doctor: { id: 1, doctor_name: 'Dr. Anil Sharma', department_id: 1, department_name: 'Cardiology' },
  version: 0,
  current: { effective_from: null, effective_until: null, sessions: [MONDAY] },
  scheduled: [],
  counter_quota_default: 2,
};

function timetableApi(saves: unknown[], options: { stale?: DoctorTimetables } = {}) {
  let current = TIMETABLES;
  const history: TimetableChange[] = [];
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: MANAGER })),
    http.get(apiPath('/api/staff/timetables/1/'), () => HttpResponse.json(current)),
    http.get(apiPath('/api/staff/timetables/1/history/'), () => HttpResponse.json(history)),
    http.post(apiPath('/api/staff/timetables/1/'), async ({ request }) => {
      const body = (await request.json()) as { version: number; effective_from: string; sessions: TimetableSession[] };
      saves.push(body);
      if (options.stale && body.version !== options.stale.version) {
        current = options.stale;
        return HttpResponse.json(
          { message: 'Someone else has just changed this timetable.', code: 'timetableStale', timetables: current },
          { status: 409 },
        );
      }
      history.unshift({
        id: String(history.length + 1),
        at: '2026-12-06T05:00:00Z',
        by: { id: MANAGER.id, name: MANAGER.name },
        effective_from: body.effective_from,
        before: current.current?.sessions ?? [],
        after: body.sessions,
      });
      current = {
        ...current,
        version: current.version + 1,
        current: { effective_from: body.effective_from, effective_until: null, sessions: body.sessions },
      };
      return HttpResponse.json(current);
    }),
  );
}

async function openDoctor() {
  const view = renderDesk('/desk/timetables');
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Doctor/ }), 'Dr. Anil Sharma');
  await screen.findByRole('table', { name: 'In effect today' });
  return { ...view, user };
}

/** Fills the last session's fields as a manager types them. */
async function fillLast(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const last = screen.getAllByRole('group', { name: /^Session \d+$/ }).at(-1);
  if (!last) throw new Error('no session');
  const box = within(last);
  if (values['day']) await user.selectOptions(box.getByRole('combobox', { name: /^Day/ }), values['day']);
  for (const [label, value] of Object.entries(values)) {
    if (label === 'day') continue;
    const field = box.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('the timetable editor', () => {
  it('shows today’s timetable and saves a Saturday session added to it, then its history', async () => {
    const saves: unknown[] = [];
    timetableApi(saves);
    const { container, user } = await openDoctor();
    const today = screen.getByRole('table', { name: 'In effect today' });
    expect(within(today).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(today).getByRole('cell', { name: 'Hospital’s (2)' })).toBeInTheDocument();
    expect(await screen.findByText('No changes saved at the desk yet.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Add a session' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Session 2' })).getByRole('combobox', { name: /^Day/ }),
      ).toHaveFocus(),
    );
    await fillLast(user, { day: 'Saturday', Start: '16:00', End: '18:00', Room: 'Room 21' });
    await user.click(screen.getByRole('button', { name: 'Save the timetable' }));

    expect(await screen.findByText(/^Saved: the timetable takes effect from/)).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({
        version: 0,
        sessions: [MONDAY, { ...MONDAY, weekday: 6, start_time: '16:00', end_time: '18:00' }],
      }),
    ]);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText(/^Asha Verma, .*: from/)).toBeInTheDocument();
    expect(within(history).getByText(/After: .*Saturday 16:00–18:00, Room 21, 15 min/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names an overlapping session at its field, and sends nothing', async () => {
    const saves: unknown[] = [];
    timetableApi(saves);
    const { container, user } = await openDoctor();
    await user.click(screen.getByRole('button', { name: 'Add a session' }));
    await fillLast(user, { day: 'Monday', Start: '12:00', End: '14:00', Room: 'Room 3' });
    await user.click(screen.getByRole('button', { name: 'Save the timetable' }));

    const start = within(screen.getByRole('group', { name: 'Session 2' })).getByRole('textbox', { name: /^Start/ });
    await screen.findByText('This session overlaps the 09:30–13:30 session on the same day');
    expect(start).toHaveAccessibleDescription(/This session overlaps the 09:30–13:30 session on the same day/);
    await waitFor(() => expect(start).toHaveFocus());
    expect(saves).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('another manager’s save first: the timetable as it is now, the edits kept to save again', async () => {
    const saves: unknown[] = [];
    const theirs = {
      ...TIMETABLES,
      version: 4,
      current: { effective_from: '2026-12-06', effective_until: null, sessions: [{ ...MONDAY, room: 'Room 9' }] },
    };
    timetableApi(saves, { stale: theirs });
    const { container, user } = await openDoctor();
    await user.click(screen.getByRole('button', { name: 'Add a session' }));
    await fillLast(user, { day: 'Saturday', Start: '10:00', End: '12:00', Room: 'Room 21' });
    await user.click(screen.getByRole('button', { name: 'Save the timetable' }));

    const alert = await screen.findByRole('alert', { name: 'Someone else changed this timetable' });
    expect(alert).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: /^In effect today/ })).getByText('Room 9')).toBeInTheDocument();
    // The manager's rows are still there.
    expect(screen.getAllByRole('group', { name: /^Session \d+$/ })).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Save the timetable' }));
    expect(await screen.findByText(/^Saved:/)).toBeInTheDocument();
    expect(saves).toEqual([expect.objectContaining({ version: 0 }), expect.objectContaining({ version: 4 })]);
  });
});
