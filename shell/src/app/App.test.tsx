import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { REMOTE_UNAVAILABLE_TEXT } from 'shared-ui';
import { FreshDataCache, apiPath, pointApiAtTestHost, setViewportWidth } from 'shared-ui/testing';
import { SPLASH_SEEN_KEY } from '../features/splash';
import { RouteErrorPage } from './RouteErrorPage';
import { appRoutes } from './routes';

const server = setupServer(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json([])));
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  setViewportWidth(1280);
  sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderAt = (path: string) =>
  render(
    <FreshDataCache>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />
    </FreshDataCache>,
  );

describe('the shell', () => {
  it('answers an unknown path with a not-found page linking home and to services', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'See our services' })).toHaveAttribute('href', '/services');
    await waitFor(() => expect(document.title).toBe('Page not found | Aravali Care Hospital'));
  });

  it("titles the shell's own pages and sets their description", async () => {
    const description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
    renderAt('/terms');
    await waitFor(() => expect(document.title).toBe('Terms & Privacy | Aravali Care Hospital'));
    expect(description).toHaveAttribute('content', 'Terms of use and the privacy notice for patients and visitors.');
    description.remove();
  });

  it('sends the misspelt appointment path of the original pop-up to the appointment page', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/appoinment'] });
    render(
      <FreshDataCache>
        <RouterProvider router={router} />
      </FreshDataCache>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
  });

  it('keeps the header, footer and assistant when a remote cannot load, and offers a Retry', async () => {
    renderAt('/appointment');
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Chat with us/ })).toBeInTheDocument();
  });

  it('offers a skip link to the main content', async () => {
    renderAt('/no-such-page');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

function Broken(): never {
  throw new Error('Widget exploded');
}

describe('RouteErrorPage', () => {
  it('reads Unexpected Application Error! with the status of an error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        errorElement: <RouteErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('410 Gone')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }])}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
  });
});
