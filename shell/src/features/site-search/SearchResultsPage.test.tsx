import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { apiPath, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import SearchResultsPage from './SearchResultsPage';

const cardiology = { id: 1, slug: 'cardiology', department_name: 'Cardiology' };
const server = setupServer(
  http.get(apiPath('/api/service/service-pages/'), () =>
    HttpResponse.json([
      {
        id: 1,
        slug: 'cardiology',
        name: 'Cardiology',
        description: 'Heart care',
        service_banner: null,
        department: { id: 1, slug: 'cardiology', name: 'Cardiology' },
      },
    ]),
  ),
  http.get(apiPath('/api/service/search-words/'), () =>
    HttpResponse.json({
      departments: { cardiology: { en: ['heart', 'chest pain'], hi: ['दिल', 'सीने में दर्द', 'dil'] } },
      services: {},
    }),
  ),
  http.get(apiPath('/api/doctor/doctor'), () =>
    HttpResponse.json([
      { id: 1, doctor_name: 'Dr. Anita Sharma', image: null, about: 'Cardiologist.', department: cardiology },
      { id: 2, doctor_name: 'Dr. Rohit Malhotra', image: null, about: 'Cardiologist.', department: cardiology },
    ]),
  ),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  // No content remote runs beside these tests: its articles are not found, and that is logged.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (route: string, language: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchResultsPage />
            <CurrentAddress />
          </>
        }
      />
    </Routes>,
    { route, language },
  );

describe('the search results page', () => {
  it('lists every match grouped, says how many, and titles the document', async () => {
    const { container } = renderAt('/search?q=heart');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('heart');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results for “heart”'));
    const services = screen.getByRole('region', { name: 'Services (1)' });
    expect(within(services).getByRole('link', { name: 'Cardiology' })).toHaveAttribute('href', '/services/cardiology');
    const doctors = screen.getByRole('region', { name: 'Doctors (2)' });
    expect(within(doctors).getByRole('link', { name: 'Dr. Anita Sharma' })).toHaveAttribute(
      'href',
      '/appointment?department=1&doctor=1',
    );
    expect(document.title).toBe('Search: heart | Aravali Care Hospital');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('titles and describes the document in Hindi on the Hindi search page', async () => {
    const description = document.head.appendChild(document.createElement('meta'));
    description.name = 'description';
    renderAt('/search?q=heart', 'hi');
    await waitFor(() => expect(document.title).toBe('खोज: heart | Aravali Care Hospital'));
    expect(description).toHaveAttribute('content', 'कोई सेवा, डॉक्टर, लेख या पेज ढूँढें');
    description.remove();
  });

  it('searches again from its own field, updating the address', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=heart');
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.clear(field);
    await user.type(field, 'contact{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/search?q=contact');
    expect(await screen.findByRole('region', { name: 'Articles and pages (1)' })).toBeInTheDocument();
  });

  it('puts the emergency message before the form and every result for a red-flag symptom', async () => {
    renderAt('/search?q=chest%20pain');
    const emergency = screen.getByRole('region', { name: 'Call 112 or our emergency line now' });
    expect(within(emergency).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await screen.findByRole('heading', { name: /^Services/ });
    const order = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(order.indexOf('Call 112 or our emergency line now')).toBeLessThan(
      order.findIndex((text) => text?.startsWith('Services')),
    );
    expect(emergency.compareDocumentPosition(screen.getByRole('search'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says to call first for a red-flag symptom typed in Hindi, and not for an ordinary search', async () => {
    const { unmount } = renderAt('/search?q=' + encodeURIComponent('सीने में दर्द'), 'hi');
    expect(await screen.findByRole('region', { name: 'अभी 112 या हमारी इमरजेंसी लाइन पर कॉल करें' })).toBeInTheDocument();
    unmount();
    renderAt('/search?q=heart');
    await screen.findByRole('heading', { name: /^Services/ });
    expect(screen.queryByRole('region', { name: /Call 112/ })).not.toBeInTheDocument();
  });

  it('with no match gives the emergency numbers, the contact page and the doctors list', async () => {
    const { container } = renderAt('/search?q=qwxzv');
    const help = await screen.findByRole('region', { name: 'Nothing on the site matches “qwxzv”' });
    expect(within(help).getByRole('link', { name: '+91 129 400 0108' })).toHaveAttribute('href', 'tel:+911294000108');
    expect(within(help).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(help).getByRole('link', { name: 'Ask us on the contact page' })).toHaveAttribute('href', '/contact');
    expect(within(help).getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/our-doctor');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing on the site matches “qwxzv”');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('still shows the pages it can find when the API fails, with a note', async () => {
    server.use(
      http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json({}, { status: 500 })),
      http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/search?q=contact');
    expect(
      await screen.findByText(
        'Services and doctors could not be loaded just now, so only pages and articles are shown.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('says so when the health pages and articles cannot be searched, and fetches them only for a query', async () => {
    const { unmount } = renderAt('/search');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No query, nothing fetched: no content remote to fail.
    expect(console.error).not.toHaveBeenCalled();
    unmount();

    // No content remote runs beside these tests, as if its documents could not be fetched.
    renderAt('/search?q=heart');
    expect(
      await screen.findByText(
        'The health pages and articles could not be searched just now, so only services, doctors and the main pages are shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Services (1)' })).toBeInTheDocument();
  });

  it("asks for the words patients type only for a query, and finds by either language's on any page", async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    const wordsAsked = () => asked.filter((path) => path.endsWith('/api/service/search-words/'));
    const { unmount } = renderAt('/search');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(asked.length).toBeGreaterThan(0);
    expect(wordsAsked()).toEqual([]);
    unmount();

    // "dil" is Hindi typed in Latin letters: an English page finds the heart's service by it too.
    renderAt('/search?q=dil');
    expect(await screen.findByRole('region', { name: 'Services (1)' })).toHaveTextContent('Cardiology');
    expect(wordsAsked()).toHaveLength(1);
    server.events.removeListener('request:start', record);
  });

  it('shows a loading state while the index is built, and no group until every source has answered', async () => {
    const doctors: { answer?: () => void } = {};
    const doctorsAnswered = new Promise<void>((resolve) => {
      doctors.answer = resolve;
    });
    server.use(
      http.get(apiPath('/api/doctor/doctor'), async () => {
        await doctorsAnswered;
        return HttpResponse.json([]);
      }),
    );
    renderAt('/search?q=heart');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    // The services have answered by now; their group still waits for the doctors.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /Services/ })).not.toBeInTheDocument();
    doctors.answer?.();
    expect(await screen.findByRole('region', { name: /Services/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('in Hindi speaks Hindi and finds by Hindi words', async () => {
    renderAt('/search?q=दिल', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'खोजें' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“दिल” के लिए 3 नतीजे'));
    expect(screen.getByRole('region', { name: 'डॉक्टर (2)' })).toBeInTheDocument();
  });
});
