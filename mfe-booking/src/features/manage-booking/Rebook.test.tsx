import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { RebookOffer } from 'contract';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import RebookPage from './RebookPage';

const api = setupMockApi();
jest.setTimeout(20_000);

const TOKEN = 'Zk3p9QhV2mN8xR4tL6wY1a';
const slot = (start: string) => ({
  start,
  end: start.replace(':00', ':15'),
  room: 'Room 14',
  online: false,
  available: true,
});
const OFFER: RebookOffer = {
  reference: 'APT-7K3QX-9MWPD',
  date: '2027-01-04',
  slot_start: '09:00',
  mode: 'OFF',
  reason: 'Conference',
  department: { id: 1, name: 'Cardiology' },
  same_doctor: {
    doctor: { id: 1, slug: 'dr-anita-sharma', name: 'Dr. Anita Sharma' },
    days: [{ date: '2027-01-05', slots: [slot('09:00')] }],
  },
  others: [
    {
      doctor: { id: 2, slug: 'dr-rohit-malhotra', name: 'Dr. Rohit Malhotra' },
      days: [{ date: '2027-01-04', slots: [slot('10:00'), slot('11:00')] }],
    },
  ],
};

describe('the rebook page', () => {
  it('opens from the link’s fragment, offers the doctors’ times and books one by keyboard', async () => {
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/appointment/rebook/'), async ({ request }) => {
        sent.push({ body: await request.json(), url: request.url });
        return HttpResponse.json(OFFER);
      }),
      http.post(apiPath('/api/appointment/rebook/book/'), async ({ request }) => {
        sent.push({ body: await request.json() });
        return HttpResponse.json(
          {
            reference: 'APT-2B4CD-6FGHJ',
            doctor: 'Dr. Rohit Malhotra',
            date: '2027-01-04',
            slot_start: '11:00',
            mode: 'OFF',
          },
          { status: 201 },
        );
      }),
    );
    window.history.replaceState(null, '', `/appointment/rebook#token=${TOKEN}`);
    // Strict mode runs the effects twice: the link is still opened once, and shown.
    const { container } = renderWithProviders(
      <StrictMode>
        <RebookPage />
      </StrictMode>,
      { route: '/appointment/rebook' },
    );
    expect(await screen.findByText(/APT-7K3QX-9MWPD .* is cancelled: the doctor is unavailable/)).toBeInTheDocument();
    // The token left the address bar at once, and went in the body only.
    expect(window.location.hash).toBe('');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ body: { token: TOKEN } });
    expect((sent[0] as { url: string }).url).not.toContain(TOKEN);
    expect(screen.getByText('The hospital says: Conference')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    const user = userEvent.setup();
    const others = screen.getByRole('region', { name: 'Dr. Rohit Malhotra' });
    const eleven = within(others).getByRole('radio', { name: '11:00' });
    await user.click(within(others).getByRole('radio', { name: '10:00' }));
    await user.keyboard('{ArrowRight}');
    expect(eleven).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your new reference is APT-2B4CD-6FGHJ');
    expect(done).toHaveFocus();
    expect(sent[1]).toEqual({ body: { token: TOKEN, doctor: 2, date: '2027-01-04', slot_start: '11:00' } });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says in Hindi that a spent link opens nothing, and where to book instead', async () => {
    api.use(
      http.post(apiPath('/api/appointment/rebook/'), () =>
        HttpResponse.json({ message: 'This link has expired.', code: 'rebookLinkInvalid' }, { status: 404 }),
      ),
    );
    window.history.replaceState(null, '', `/hi/appointment/rebook#token=${TOKEN}`);
    const { container } = renderWithProviders(<RebookPage />, { route: '/hi/appointment/rebook', language: 'hi' });
    expect(await screen.findByRole('alert')).toHaveTextContent('यह लिंक समाप्त हो गया है');
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट पेज से बुक करें' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // Another link pasted into the same tab is opened afresh.
    api.use(http.post(apiPath('/api/appointment/rebook/'), () => HttpResponse.json(OFFER)));
    window.location.hash = '#token=another-link-token-123';
    expect(await screen.findByText(/APT-7K3QX-9MWPD/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
