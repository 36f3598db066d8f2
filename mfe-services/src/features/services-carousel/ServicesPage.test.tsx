import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import type { Service } from 'contract';
import ServicesPage from './ServicesPage';

const server = setupMockApi();
const { services } = fixtures;
const count = services.length;

const visits: string[] = [];
function ServicePageStub() {
  visits.push(useLocation().pathname);
  return <h1>Service page</h1>;
}

const renderPage = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <main>
      <Routes>
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/services/:serviceSlug" element={<ServicePageStub />} />
      </Routes>
    </main>,
    { route: '/services', language },
  );

const answerServices = (answer: () => Response) =>
  server.use(
    http.get(apiPath('/api/service/service-pages/'), async () => {
      await delay(10);
      return answer();
    }),
  );

/** The four services the API still lists whose one page is a topic page (issue 17). */
const topicServices: Service[] = [
  {
    id: 11,
    slug: 'accident-and-emergency',
    name: 'Accident & Emergency',
    description: 'Day and night',
    service_banner: null,
    department: { id: 6, slug: 'emergency-medicine', name: 'Emergency Medicine' },
  },
  {
    id: 12,
    slug: 'diabetes-and-endocrinology',
    name: 'Diabetes',
    description: 'Sugar and thyroid',
    service_banner: null,
    department: { id: 3, slug: 'diabetes-and-endocrinology', name: 'Diabetes & Endocrinology' },
  },
  {
    id: 13,
    slug: 'home-care',
    name: 'Home Care',
    description: 'Nursing at home',
    service_banner: null,
    department: { id: 8, slug: 'home-care-and-geriatrics', name: 'Home Care & Geriatrics' },
  },
  {
    id: 14,
    slug: 'full-body-health-checkup',
    name: 'Health Checkup',
    description: 'Packages',
    service_banner: null,
    department: null,
  },
];
const topicPages = ['/emergency', '/diabetes', '/homecare', '/healthcheck'];

const carousel = () => screen.findByRole('region', { name: 'Featured services' });

beforeEach(() => {
  visits.length = 0;
});

describe('the services page', () => {
  it("is headed 'Our Services' and says 'Loading services...' until the list arrives", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    await carousel();
  });

  it('shows a carousel slide per service, labelled "n of 6", with arrows, dots and Pause', async () => {
    renderPage();
    const region = await carousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { name: new RegExp(`^\\d of ${count}$`) });
    expect(slides).toHaveLength(services.length);
    expect(within(slides[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Neurology' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(services.length);
    expect(within(region).getByRole('button', { name: 'Pause automatic slide show' })).toBeInTheDocument();
  });

  it('lays the slides out 1.15, 1.25, 1.5 centred, then 2 and 3; gaps 15 to 25px', async () => {
    renderPage();
    expect(await carousel()).toHaveStyle({
      '--per-view-base': '1.15',
      '--per-view-small': '1.25',
      '--per-view-medium': '1.5',
      '--per-view-tablet': '2',
      '--per-view-desktop': '3',
      '--gap-base': '15px',
      '--gap-small': '15px',
      '--gap-medium': '20px',
      '--gap-tablet': '20px',
      '--gap-desktop': '25px',
    });
  });

  it('gives each card its banner 10rem high, its name, three lines of description and Read More', async () => {
    renderPage();
    const slide = within(await carousel()).getByRole('group', { name: `1 of ${count}` });
    const banner = slide.querySelector('img');
    expect(banner).toHaveAttribute('src', 'http://api.test/media/services/cardiology.svg');
    expect(banner).toHaveClass('banner');
    expect(banner).toHaveAttribute('width', '800');
    expect(banner).toHaveAttribute('height', '400');
    expect(within(slide).getByText(/^Heart care from ECG/)).toHaveStyle({ '--clamp-lines': '3' });
    expect(within(slide).getByText('Read More')).toBeVisible();
    // The card's one link for keyboard and screen readers; Read More repeats it for the mouse.
    expect(within(slide).getByRole('link')).toHaveAccessibleName('Cardiology');
  });

  it('fetches the first banner at once and the others when needed', async () => {
    renderPage();
    const region = await carousel();
    const loading = [...region.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', ...services.slice(1).map(() => 'lazy')]);
  });

  it('shows the fallback image for a service without a banner, or with a broken one', async () => {
    renderPage();
    const region = await carousel();
    // Dental Medicine has no banner.
    const missing = within(region)
      .getByRole('group', { name: `4 of ${count}` })
      .querySelector('img');
    expect(missing).toHaveAttribute('src', 'test-file-stub');
    const first = `1 of ${count}`;
    fireEvent.error(within(region).getByRole('group', { name: first }).querySelector('img') as HTMLImageElement);
    expect(within(region).getByRole('group', { name: first }).querySelector('img')).toHaveAttribute(
      'src',
      'test-file-stub',
    );
  });

  it.each([
    ['the card', (slide: HTMLElement) => within(slide).getByRole('link', { name: 'Cardiology' })],
    ['Read More', (slide: HTMLElement) => within(slide).getByText('Read More')],
  ])('goes to the service once when %s is clicked', async (_what, target) => {
    const user = userEvent.setup();
    renderPage();
    const slide = within(await carousel()).getByRole('group', { name: `1 of ${count}` });
    await user.click(target(slide));
    expect(await screen.findByRole('heading', { name: 'Service page' })).toBeInTheDocument();
    expect(visits).toEqual(['/services/cardiology']);
  });

  it('lists every service under the carousel, each linking to its page', async () => {
    renderPage();
    const list = await screen.findByRole('region', { name: 'All our services' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(services.map((service) => [service.name, `/services/${service.slug}`]));
  });

  it('still lists the services whose one page is a topic page, each card and entry leading there', async () => {
    answerServices(() => HttpResponse.json(topicServices));
    renderPage();
    const region = await carousel();
    const cards = within(region).getAllByRole('group', { name: /^\d of 4$/ });
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(topicPages);
    const list = screen.getByRole('region', { name: 'All our services' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(topicPages);
  });

  it("says 'Failed to load services' in red, and Retry loads them again in place", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    answerServices(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(services);
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load services');
    expect(alert).toHaveClass('error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await carousel();
  });

  it.each([
    ['empty', () => HttpResponse.json([])],
    ['not a list', () => HttpResponse.json({ results: [] })],
  ])("says 'No services available' when the list is %s", async (_case, answer) => {
    answerServices(answer);
    renderPage();
    expect(await screen.findByText('No services available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured services' })).not.toBeInTheDocument();
  });

  it('speaks Hindi when the visitor chose it (the services keep their names)', async () => {
    renderPage('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी सेवाएँ' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'प्रमुख सेवाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('और पढ़ें')).toHaveLength(services.length);
    expect(screen.getAllByRole('heading', { name: 'Cardiology' }).length).toBeGreaterThan(0);
  });

  it('has no accessibility violations, loaded, failing or empty', async () => {
    const loaded = renderPage();
    await carousel();
    expect(await axe(loaded.container)).toHaveNoViolations();
    loaded.unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerServices(() => HttpResponse.json({}, { status: 500 }));
    const failing = renderPage();
    await screen.findByRole('alert');
    expect(await axe(failing.container)).toHaveNoViolations();
    failing.unmount();

    answerServices(() => HttpResponse.json([]));
    const empty = renderPage();
    await screen.findByText('No services available');
    await act(() => Promise.resolve());
    expect(await axe(empty.container)).toHaveNoViolations();
  }, 30_000);
});
