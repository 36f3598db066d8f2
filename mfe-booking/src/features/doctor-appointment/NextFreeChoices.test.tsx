import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { todayInHospitalZone } from 'contract';
import type { AvailabilitySlot, NextFreeSlot, NextFreeTimes } from 'contract';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import AppointmentPage from './AppointmentPage';

const NEXT_FREE = apiPath('/api/doctor/next-free/');

/** A day `days` after today in Faridabad, as the API writes it. */
const dayFromToday = (days: number) => {
  const date = new Date(`${todayInHospitalZone()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

// Cardiology's two doctors: Dr. Meera Rao free first in the morning, Dr. Anil Sharma online in the evening.
const MORNING: NextFreeSlot = {
  doctor: { id: 2, slug: 'dr-meera-rao', doctor_name: 'Dr. Meera Rao' },
  date: dayFromToday(1),
  start: '09:30',
  end: '09:45',
  online: false,
  room: 'Room 12',
};
const EVENING: NextFreeSlot = {
  doctor: { id: 1, slug: 'dr-anil-sharma', doctor_name: 'Dr. Anil Sharma' },
  date: dayFromToday(3),
  start: '17:15',
  end: '17:30',
  online: true,
  room: null,
};

let answer: NextFreeTimes;
let asked: URLSearchParams[] = [];

const slotOf = (free: NextFreeSlot): AvailabilitySlot => ({
  start: free.start,
  end: free.end,
  available: true,
  room: free.room,
  online: free.online,
});

const api = setupMockApi(
  http.get(NEXT_FREE, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(answer);
  }),
  http.get(apiPath('/api/doctor/doctors/:slug/'), ({ params }) => {
    const doctor = fixtures.doctors.find((item) => item.slug === params.slug);
    return HttpResponse.json({ ...doctor, fee: { in_person: 800, online: 600 } });
  }),
  // The chosen day of either doctor has the chosen time free.
  http.get(apiPath('/api/doctor/availability/'), ({ request }) => {
    const from = new URL(request.url).searchParams.get('from') ?? '';
    const slots = [MORNING, EVENING].filter((free) => free.date === from).map(slotOf);
    return HttpResponse.json([{ date: from, slots }]);
  }),
  http.post(apiPath('/api/appointment/doctorappointment/'), async ({ request }) => {
    const form = await request.formData();
    const chosen = [MORNING, EVENING].find((free) => free.start === form.get('slot_start'));
    return HttpResponse.json(
      {
        id: 201,
        reference: fixtures.references.doctor,
        doctor_name: chosen?.doctor.doctor_name,
        department_name: 'Cardiology',
        date: String(form.get('date')),
        mode: form.get('mode'),
        email: String(form.get('email')),
        slot_start: chosen?.start,
        slot_end: chosen?.end,
        room: chosen?.room ?? null,
        access: 'a'.repeat(43),
        access_expires_at: '2026-11-22T10:30:00.000Z',
      },
      { status: 201 },
    );
  }),
);

beforeEach(() => {
  answer = { department: 1, until: '2027-06-05', morning: MORNING, evening: EVENING };
  asked = [];
});
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const department = () => screen.getByRole('combobox', { name: /^(Department|विभाग)/ });
const doctor = () => screen.getByRole('combobox', { name: /^(Doctor|डॉक्टर)/ });
const choices = () => screen.findByRole('group', { name: 'Next free time in this department' });

async function chooseCardiology(user: User, route = '/appointment', language: 'en' | 'hi' = 'en') {
  renderWithProviders(<AppointmentPage />, { route, language });
  await screen.findByRole('option', { name: 'Cardiology' });
  await user.selectOptions(department(), 'Cardiology');
}

describe('the next free morning and evening of the chosen department', () => {
  it('are offered once a department is chosen, each with the doctor, the day and the time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await screen.findByRole('option', { name: 'Cardiology' });
    // Nothing before a department is chosen.
    expect(screen.queryByRole('group', { name: 'Next free time in this department' })).not.toBeInTheDocument();
    await user.selectOptions(department(), 'Cardiology');

    const group = await choices();
    const morning = await within(group).findByRole('button', { name: /^Next free morning/ });
    expect(morning).toHaveTextContent(`Next free morning (before 1 pm)Tomorrow, ${longDate(MORNING.date)}, 09:30`);
    expect(morning).toHaveTextContent('Dr. Meera Rao · Room 12');
    const evening = within(group).getByRole('button', { name: /^Next free evening/ });
    expect(evening).toHaveTextContent(`Next free evening (from 1 pm)${longDate(EVENING.date)}, 17:15`);
    expect(evening).toHaveTextContent('Dr. Anil Sharma · Online');
    expect(asked[0]?.get('department')).toBe('1');
    expect(asked[0]?.get('lang')).toBe('en');
    // No mode chosen yet: either kind.
    expect(asked[0]?.get('mode')).toBe('');
    expect(await axe(group)).toHaveNoViolations();
  });

  it('fills doctor, day, mode and time from a choice by keys, and the booking shows that time', async () => {
    const user = userEvent.setup();
    await chooseCardiology(user);
    const evening = await within(await choices()).findByRole('button', { name: /^Next free evening/ });
    evening.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    expect(screen.getByLabelText(/^Date/)).toHaveValue(EVENING.date);
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: '17:15, available' })).toBeChecked();
    // The patient's details come next: the choices give way to the chosen doctor.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Patient Name/ })).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Next free time in this department' })).not.toBeInTheDocument();

    await user.keyboard('Asha Verma');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Sector 16, Faridabad');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Dr. Anil Sharma');
    expect(dialog).toHaveTextContent('Time17:15–17:30');
  });

  it('asks for the chosen mode only, once one is chosen', async () => {
    const user = userEvent.setup();
    await chooseCardiology(user);
    await choices();
    await user.click(screen.getByRole('radio', { name: 'Offline' }));
    await waitFor(() => expect(asked.some((params) => params.get('mode') === 'OFF')).toBe(true));
  });

  it('says when no morning or evening is free in the booking window', async () => {
    answer = { department: 1, until: '2027-06-05', morning: MORNING, evening: null };
    const user = userEvent.setup();
    await chooseCardiology(user);
    const group = await choices();
    expect(await within(group).findByText('No evening time is free up to 5 June 2027.')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /^Next free evening/ })).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: /^Next free morning/ })).toBeInTheDocument();
  });

  it('shows its loading, then a failure with a retry that finds them', async () => {
    let failing = true;
    let answerNow: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    api.use(
      http.get(NEXT_FREE, async () => {
        await held;
        return failing ? HttpResponse.json({ detail: 'down' }, { status: 503 }) : HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup();
    await chooseCardiology(user);
    const group = await choices();
    expect(await within(group).findByRole('status')).toHaveTextContent('Finding the next free times...');
    answerNow?.();
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('The next free times could not be found. You can still choose a doctor below.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(group).findByRole('button', { name: /^Next free morning/ })).toBeInTheDocument();
  });

  it('in Hindi: the texts from the Hindi catalogue and the API asked in Hindi', async () => {
    const user = userEvent.setup();
    await chooseCardiology(user, '/hi/appointment', 'hi');
    const group = await screen.findByRole('group', { name: 'इस विभाग में अगला खाली समय' });
    const evening = await within(group).findByRole('button', { name: /^अगली खाली शाम/ });
    expect(evening).toHaveTextContent('अगली खाली शाम (दोपहर 1 बजे से)');
    expect(evening).toHaveTextContent('17:15');
    expect(within(group).getByRole('button', { name: /^अगली खाली सुबह/ })).toHaveTextContent(/^अगली खाली सुबह.*कल, /);
    expect(asked.some((params) => params.get('lang') === 'hi')).toBe(true);
    await user.click(evening);
    await waitFor(() => expect(doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    expect(screen.getByRole('radio', { name: 'ऑनलाइन' })).toBeChecked();
  });
});
