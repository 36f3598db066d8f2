import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'shared-ui/router';
import {
  apiPath,
  describeRemoteExposes,
  describeRemoteRouteTable,
  pointApiAtTestHost,
  renderWithProviders,
} from 'shared-ui/testing';
import { exposes } from '../../federation.config.mjs';
import { pages } from './routes';

const server = setupServer(
  http.get(apiPath('/api/service/service-page/cardiology/'), () =>
    HttpResponse.json({ name: 'Cardiology', slug: 'cardiology' }),
  ),
  http.get(apiPath('/api/service/service-page/unknown/'), () =>
    HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describeRemoteRouteTable('mfe_services', pages, { sampleParams: { serviceSlug: 'cardiology' } });
describeRemoteExposes('mfe_services', exposes);

const renderPage = async (path: string, url: string) => {
  const load = pages[path];
  if (!load) throw new Error(`no page for ${path}`);
  const { default: Page } = await load();
  renderWithProviders(
    <Routes>
      <Route path={path} element={<Page />} />
    </Routes>,
    { route: url },
  );
};

describe('the service page', () => {
  it('names a service page after the service the API describes, and titles the document with it', async () => {
    await renderPage('/services/:serviceSlug', '/services/cardiology');
    expect(screen.getByText('Loading Service Page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardiology' })).toBeInTheDocument();
    expect(document.title).toBe('Cardiology | Aravali Care Hospital');
  });

  it('says what went wrong for a service the API does not know', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage('/services/:serviceSlug', '/services/unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: API Error 404');
  });
});
