import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

describe('the speed report', () => {
  it('shows each day’s p75s, saying which are slow in words', async () => {
    const row = {
      day: '2026-12-06',
      route: '/doctors',
      lang: 'hi',
      device: 'phone',
      visits: 40,
      lcp: 3100,
      lcpCount: 40,
      inp: 120,
      inpCount: 12,
      cls: 0.02,
      clsCount: 40,
      live: null,
      liveCount: 0,
    };
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role: 'admin' } })),
      http.get(apiPath('/api/staff/vitals/'), () => HttpResponse.json({ days: 7, rows: [row] })),
    );
    const { container } = renderDesk('/desk/speed');
    const table = await screen.findByRole('table', { name: 'Real visitors’ speed, newest day first' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2026-12-06', '/doctors', 'Hindi', 'Phone', '40', '3.1 s (slow)', '120 ms', '0.02', '–']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when nothing was measured', async () => {
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role: 'admin' } })),
      http.get(apiPath('/api/staff/vitals/'), () => HttpResponse.json({ days: 7, rows: [] })),
    );
    renderDesk('/desk/speed');
    expect(await screen.findByText('No visits were measured in the last 7 days.')).toBeInTheDocument();
  });
});
