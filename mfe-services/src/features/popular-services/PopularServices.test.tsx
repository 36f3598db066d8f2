import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { apiPath, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import PopularServices from './PopularServices';

const services = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  slug: `service-${index + 1}`,
  name: `Service ${index + 1}`,
  description: '',
  service_banner: null,
}));
const server = setupServer(http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json(services)));
beforeAll(() => {
  pointApiAtTestHost();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PopularServices', () => {
  it('lists the first five services, each linking to its page', async () => {
    renderWithProviders(<PopularServices />);
    const widget = screen.getByRole('region', { name: 'Popular Services' });
    expect(within(widget).getByText('Loading services...')).toBeInTheDocument();
    const links = await within(widget).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      services.slice(0, 5).map((service) => [service.name, `/services/${service.slug}`]),
    );
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

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<PopularServices />);
    await screen.findAllByRole('link');
    expect(await axe(container)).toHaveNoViolations();
  });
});
