import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from './renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const linksFor = async (role: string, path: string) => {
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role } })),
    http.get(apiPath('/api/staff/sessions/'), () => HttpResponse.json([])),
  );
  renderDesk(path);
  const nav = await screen.findByRole('navigation', { name: 'Desk pages' });
  return within(nav).getAllByRole('link');
};

describe('the desk navigation', () => {
  it('shows reception only the pages reception may open', async () => {
    const links = await linksFor('reception', '/desk/sessions');
    expect(links.map((link) => link.textContent)).toEqual([
      'Day list',
      'Book a patient',
      'Messages',
      'Lab run sheet',
      'Your sessions',
    ]);
    expect(links[4]).toHaveAttribute('aria-current', 'page');
  });

  it('shows an admin the accounts, undelivered e-mails, audit, speed and the hospital’s facts, and no patients', async () => {
    const links = await linksFor('admin', '/desk/sessions');
    expect(links.map((link) => link.textContent)).toEqual([
      'Staff accounts',
      'Undelivered messages',
      'Audit',
      'Site speed',
      'Hospital facts',
      'Your sessions',
    ]);
  });

  it('is not there before sign-in', async () => {
    api.use(
      http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ code: 'staffSignedOut' }, { status: 401 })),
    );
    renderDesk('/desk/sign-in');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Desk pages' })).not.toBeInTheDocument();
  });
});
