import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REMOTE_UNAVAILABLE_TEXT } from 'shared-ui';
import { useLocation, useRoutes } from 'shared-ui/router';
import { apiPath, pointApiAtTestHost, renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { SPLASH_SEEN_KEY } from '../features/splash';
import { AppLayout } from './AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes } from './routes';

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

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route: path },
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

  it("titles the shell's own pages in Hindi at their Hindi address", async () => {
    const description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
    renderAt('/hi/terms');
    await waitFor(() => expect(document.title).toBe('नियम और गोपनीयता | Aravali Care Hospital'));
    expect(description).toHaveAttribute('content', 'मरीज़ों और आगंतुकों के लिए इस वेबसाइट के इस्तेमाल के नियम और गोपनीयता सूचना।');
    description.remove();
  });

  it('sends the misspelt appointment path of the original pop-up to the appointment page', async () => {
    renderAt('/appoinment');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/appointment$/));
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

function Refused(): never {
  // What a failed fetch rethrown while rendering looks like: a response with its status.
  throw new Response('Gone', { status: 410, statusText: 'Gone' });
}

function BrokenPageInLayout() {
  return useRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <Broken /> }] }]);
}

describe("the router's error screen", () => {
  it('reads Unexpected Application Error! with the status of an error response', () => {
    renderWithProviders(
      <RouteErrorBoundary>
        <Refused />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('410 Gone')).toBeInTheDocument();
  });

  it('shows the message of an error thrown by a page, inside the layout, which stays', async () => {
    renderWithProviders(<BrokenPageInLayout />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
