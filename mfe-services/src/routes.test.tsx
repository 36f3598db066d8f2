import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { routesOwnedBy } from 'shared-ui';
import { apiPath, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import { pages } from './routes';

const server = setupServer(
  http.get(apiPath('/api/service/service-page/cardiology/'), () => HttpResponse.json({ name: 'Cardiology', slug: 'cardiology' })),
  http.get(apiPath('/api/service/service-page/unknown/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const owned = routesOwnedBy('mfe_services');

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

describe('the mfe_services route table', () => {
  it('answers exactly the routes the site gives this remote', () => {
    expect(Object.keys(pages).sort()).toEqual(owned.map((route) => route.path).sort());
  });

  it.each([
    ['/services', 'Our Services'],
    ['/our-doctor', 'Our Doctors'],
  ])('%s renders a page headed %s', async (path, heading) => {
    await renderPage(path, path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

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
