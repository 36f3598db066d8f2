import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { mediaQueries } from 'shared-ui';
import { apiPath, fixedMediaQueryList, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import { SiteSearch } from './SiteSearch';
import { takeServedSearch } from './servedSearch';

const cardiology = { id: 1, slug: 'cardiology', department_name: 'Cardiology' };
const paediatrics = { id: 10, slug: 'paediatrics', department_name: 'Paediatrics' };
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
      {
        id: 2,
        slug: 'orthopaedics',
        name: 'Orthopaedics',
        description: 'Bones',
        service_banner: null,
        department: null,
      },
    ]),
  ),
  http.get(apiPath('/api/service/search-words/'), () =>
    HttpResponse.json({
      departments: {
        cardiology: { en: ['heart', 'chest pain'], hi: ['दिल', 'dil'] },
        paediatrics: { en: ['child', 'baby'], hi: ['बच्चा', 'baccha'] },
      },
      services: {},
    }),
  ),
  http.get(apiPath('/api/doctor/doctor'), () =>
    HttpResponse.json([
      { id: 1, doctor_name: 'Dr. Anita Sharma', image: null, about: 'Cardiologist.', department: cardiology },
      { id: 15, doctor_name: 'Dr. Shalini Kaushik', image: null, about: 'Paediatrician.', department: paediatrics },
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

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

const renderSearch = () =>
  renderWithProviders(
    <>
      <SiteSearch />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
  );

describe('SiteSearch', () => {
  it('takes what was typed into the server’s box before the page went live, with the focus', async () => {
    // The server's header as the visitor sees it before the takeover; they tap the box and type.
    const served = document.createElement('header');
    served.innerHTML = '<form role="search"><input type="search" /></form>';
    document.body.append(served);
    const servedBox = served.querySelector('input')!;
    servedBox.focus();
    takeServedSearch(document);
    // Typing goes on while the live layout renders; then the swap removes the server's copy.
    const user = userEvent.setup();
    await user.type(servedBox, 'heart');
    served.remove();
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search services and pages' });
    expect(box).toHaveValue('heart');
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // Only the first live box takes it: a layout rendered again starts empty.
    renderSearch();
    expect(screen.getAllByRole('combobox')[1]).toHaveValue('');
  });

  it('takes the words but leaves focus alone when the visitor had left the server’s box', async () => {
    const served = document.createElement('header');
    served.innerHTML = '<form role="search"><input type="search" /></form><a href="/faq">FAQ</a>';
    document.body.append(served);
    const user = userEvent.setup();
    await user.type(served.querySelector('input')!, 'heart');
    takeServedSearch(document);
    served.querySelector('a')!.focus();
    served.remove();
    renderSearch();
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('heart');
    expect(box).not.toHaveFocus();
  });

  it('is a form a browser sends to the results page, as the server’s copy is before the takeover', () => {
    renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('combobox')).toHaveAttribute('name', 'q');
  });

  it('lists the best matches as the visitor types, by the words patients use', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search services and pages' });
    await user.type(box, 'heart');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'CardiologyService',
        'Dr. Anita SharmaDoctor',
      ]),
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('navigates to a clicked result and clears the search', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'ortho');
    await user.click(await screen.findByRole('option', { name: /Orthopaedics/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/services/orthopaedics');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens the results page for the query on Enter when no result is highlighted', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'heart');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/search?q=heart');
    expect(box).toHaveValue('');
  });

  it('lets the keyboard choose a result with the arrow keys; a doctor opens booking with them', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'heart');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1];
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', active?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/appointment?department=1&doctor=1');
  });

  it('says so when nothing matches and leads to the results page', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, '{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    await user.type(box, 'qwxzv');
    expect(await screen.findByText('No results for “qwxzv”')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results. Press Enter for help.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'Get help finding it' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/search?q=qwxzv');
    expect(box).toHaveValue('');
  });

  it('still finds pages when the services and doctors cannot be loaded', async () => {
    server.use(
      http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json({}, { status: 500 })),
      http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json({}, { status: 500 })),
    );
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox'), 'gall');
    expect(await screen.findByRole('option', { name: /Gallery/ })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error fetching services');
  });

  it('in Hindi finds by Hindi words and titles, and a page by its English title', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SiteSearch />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </>,
      { language: 'hi' },
    );
    const box = await screen.findByRole('combobox', { name: 'सेवाएँ और पेज खोजें' });
    expect(screen.getByRole('search')).toHaveAttribute('action', '/hi/search');
    await user.type(box, 'बच्चा');
    expect(await screen.findByRole('option', { name: /Dr. Shalini Kaushik/ })).toHaveTextContent('डॉक्टर');
    await user.clear(box);
    await user.type(box, 'ब्लड');
    expect(await screen.findByRole('option', { name: /ब्लड टेस्ट/ })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'gallery');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/gallery'));
  });

  describe('placeholder', () => {
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('is one word on a phone, where the box is narrow', () => {
      renderSearch();
      expect(screen.getByRole('combobox', { name: 'Search services and pages' })).toHaveAttribute(
        'placeholder',
        'Search',
      );
    });

    it('is one word in Hindi too', async () => {
      renderWithProviders(<SiteSearch />, { language: 'hi' });
      expect(await screen.findByRole('combobox', { name: 'सेवाएँ और पेज खोजें' })).toHaveAttribute('placeholder', 'खोजें');
    });

    it('says what it searches from a tablet up', () => {
      window.matchMedia = (query: string) => fixedMediaQueryList(query, query === mediaQueries.tabletUp);
      renderSearch();
      expect(screen.getByRole('combobox', { name: 'Search services and pages' })).toHaveAttribute(
        'placeholder',
        'Search services, pages...',
      );
    });
  });
});
