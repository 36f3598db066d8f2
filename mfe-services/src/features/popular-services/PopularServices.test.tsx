import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import PopularServices from './PopularServices';

const server = setupMockApi();
const { services } = fixtures;

describe('PopularServices', () => {
  it('lists the first five services, each linking to its page', async () => {
    expect(services.length).toBeGreaterThan(5);
    renderWithProviders(<PopularServices />);
    const widget = screen.getByRole('region', { name: 'Popular Services' });
    expect(within(widget).getByText('Loading services...')).toBeInTheDocument();
    const links = await within(widget).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      services.slice(0, 5).map((service) => [service.name, `/services/${service.slug}`]),
    );
  });

  it('leads a service whose one page is a topic page there, not to its /services/ twin', async () => {
    server.use(
      http.get(apiPath('/api/service/service-pages/'), () =>
        HttpResponse.json([
          { id: 1, slug: 'home-care', name: 'Home Care', description: '', service_banner: null },
          { id: 2, slug: 'cardiology', name: 'Cardiology', description: '', service_banner: null },
        ]),
      ),
    );
    renderWithProviders(<PopularServices />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home Care', '/homecare'],
      ['Cardiology', '/services/cardiology'],
    ]);
  });

  it.each([
    ['empty', () => HttpResponse.json([])],
    ['failing', () => HttpResponse.json({}, { status: 500 })],
  ])('says No services available when the list is %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('/api/service/service-pages/'), async () => {
        await delay(10);
        return answer();
      }),
    );
    renderWithProviders(<PopularServices />);
    expect(await screen.findByText('No services available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no accessibility violations, loading, loaded or empty', async () => {
    const loading = renderWithProviders(<PopularServices />);
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    expect(await axe(loading.container)).toHaveNoViolations();
    await screen.findAllByRole('link');
    expect(await axe(loading.container)).toHaveNoViolations();
    loading.unmount();
    server.use(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json([])));
    const empty = renderWithProviders(<PopularServices />);
    await screen.findByText('No services available');
    expect(await axe(empty.container)).toHaveNoViolations();
  });
});
