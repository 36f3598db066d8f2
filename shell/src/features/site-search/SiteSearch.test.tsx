import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { mediaQueries } from 'shared-ui';
import { apiPath, fixedMediaQueryList, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import { SiteSearch } from './SiteSearch';

const server = setupServer(
  http.get(apiPath('/api/service/service-pages/'), () =>
    HttpResponse.json([
      { id: 1, slug: 'cardiology', name: 'Cardiology', description: 'Heart care', service_banner: null },
      { id: 2, slug: 'orthopaedics', name: 'Orthopaedics', description: 'Bones', service_banner: null },
    ]),
  ),
);
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
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
  it('lists matching services and pages as the visitor types', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search services and pages' });
    await user.type(box, 'card');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['CardiologyService']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
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

  it('goes to the first result on Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox'), 'blo{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/blood-test');
  });

  it('lets the keyboard choose a result with the arrow keys', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'o');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1];
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', active?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/services/orthopaedics');
  });

  it('does nothing on Enter with an empty query or no match', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, '{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    await user.type(box, 'zzz{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('still finds pages when the services cannot be loaded, and logs the failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox'), 'gall');
    await waitFor(() => expect(screen.getByRole('option', { name: /Gallery/ })).toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('Error fetching services');
  });

  it('in Hindi finds a page by its Hindi or English title and shows the Hindi one', async () => {
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
    await user.type(box, 'ब्लड');
    expect(await screen.findByRole('option', { name: /ब्लड टेस्ट/ })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'gallery{Enter}');
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
