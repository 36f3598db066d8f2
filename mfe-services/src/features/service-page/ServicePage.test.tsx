import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'shared-ui/router';
import type { ServicePage as ServicePageData } from 'contract';
import { HOSPITAL } from 'contract/hospital';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ServicePage from './ServicePage';

const point = (text: string) => ({ point: text });
const numbered = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index + 1));
const defaultPage = fixtures.servicePages.cardiology as ServicePageData;

/** The default cardiology page with one more of every list than the page shows at first. */
const cardiologyPage: ServicePageData = {
  ...defaultPage,
  hero_section: {
    title: 'Cardiology and Heart Care',
    subtitle: 'Expert care for every heartbeat',
    description: 'Our cardiologists diagnose and treat heart disease at every stage.',
    badge_1: '24 x 7 Cath Lab',
    badge_2: 'Primary Angioplasty',
    badge_3: 'Heart Failure Clinic',
    badge_4: '',
    image_1: 'services/cardiology-hero-1.svg',
    image_2: 'services/cardiology-hero-2.svg',
  },
  why_choose_us_sections: [
    {
      id: 1,
      title: 'Heart Attack Care Without Delay',
      description: 'Time lost is heart muscle lost.',
      points: numbered(5, (n) => `Speed point ${n}`).map(point),
    },
    {
      id: 2,
      title: 'Care That Continues',
      description: 'Treatment does not end when you leave.',
      points: numbered(3, (n) => `Follow-up point ${n}`).map(point),
    },
  ],
  service_details: numbered(7, (n) => `Treatment ${n}`).map((title) => ({
    title,
    intro_text: `About ${title}.`,
    points: [point(`${title} detail`)],
  })),
  technologies: numbered(6, (n) => `Machine ${n}`).map((name) => ({ name, purpose: `What ${name} does.` })),
  when_needed_conditions: [{ condition: 'Chest pain on walking' }, { condition: 'Breathlessness' }],
  leader_points: [point('Cath lab open 24 x 7, 365 days a year')],
  faqs: numbered(5, (n) => `Question ${n}?`).map((question) => ({ question, answer: `Answer to ${question}` })),
  cta_section: {
    title: 'Look after your heart',
    description: 'Book a consultation with our cardiologists.',
    emergency_contact: HOSPITAL.emergencyPhone,
    button_text: 'Book Heart Checkup',
    action: 'book',
  },
};

const server = setupMockApi(
  http.get(apiPath('/api/service/service-page/cardiology/'), () => HttpResponse.json(cardiologyPage)),
);
beforeAll(() => {
  // The shell's page has a description for the page to refine.
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="">');
});

const renderService = (slug = 'cardiology') =>
  renderWithProviders(
    <main>
      <Routes>
        <Route path="/services/:serviceSlug" element={<ServicePage />} />
      </Routes>
    </main>,
    { route: `/services/${slug}` },
  );

const answerPage = (answer: () => Response | Promise<Response>) =>
  server.use(
    http.get(apiPath('/api/service/service-page/:slug/'), async () => {
      await delay(10);
      return answer();
    }),
  );

/** The cardiology page with its call to action's button worded and acting as given. */
const answerButton = (button_text: string, action: 'call' | 'book') =>
  answerPage(() =>
    HttpResponse.json({ ...cardiologyPage, cta_section: { ...cardiologyPage.cta_section, button_text, action } }),
  );

/** Where a topic page would be: says which address it was reached at, query included. */
function TopicPageStub() {
  const { pathname, search } = useLocation();
  return <h1>{`Topic page ${pathname}${search}`}</h1>;
}

const section = (name: string) => screen.getByRole('region', { name });
const loaded = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Cardiology' });
};

describe('a service page', () => {
  it('loads, then names the page and the document after the service', async () => {
    renderService();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Service Page...');
    await loaded();
    expect(document.title).toBe('Cardiology | Aravali Care Hospital');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').toBe(
      cardiologyPage.hero_section?.description ?? 'unset',
    );
  });

  it('shows the hero: title, subtitle, description, the badges given and both images', async () => {
    renderService();
    await loaded();
    const hero = section('Cardiology and Heart Care');
    expect(within(hero).getByText('Expert care for every heartbeat')).toBeInTheDocument();
    expect(within(hero).getByText(/diagnose and treat heart disease/)).toBeInTheDocument();
    const badges = within(hero).getByRole('list', { name: 'Highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['24 x 7 Cath Lab', 'Primary Angioplasty', 'Heart Failure Clinic']);
    const images = hero.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      'http://api.test/media/services/cardiology-hero-1.svg',
      'http://api.test/media/services/cardiology-hero-2.svg',
    ]);
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('shows four points of each why-choose card, the rest with View More, and View Less hides them again', async () => {
    const user = userEvent.setup();
    renderService();
    await loaded();
    const card = within(section('Why Choose Us')).getByRole('heading', { name: 'Heart Attack Care Without Delay' })
      .parentElement?.parentElement as HTMLElement;
    const points = () => within(card).getAllByText(/^Speed point/);
    expect(points()).toHaveLength(4);
    const more = within(card).getByRole('button', { name: 'View More about Heart Attack Care Without Delay' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(points()).toHaveLength(5);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('View Less');
    await user.click(more);
    expect(points()).toHaveLength(4);
    // A card with four points or fewer has nothing to expand.
    expect(within(section('Why Choose Us')).getAllByRole('button')).toHaveLength(1);
  });

  it.each([
    ['What We Offer', 'View All Services', /^Treatment \d$/, 6, 7],
    ['Technology We Use', 'View All Technologies', /^Machine \d$/, 5, 6],
    ['Frequently Asked Questions', 'View All FAQs', /^Question \d\?$/, 4, 5],
  ])(
    'shows the first items of %s, all with %s, and fewer again with View Less',
    async (name, label, item, collapsed, all) => {
      const user = userEvent.setup();
      renderService();
      await loaded();
      const region = section(name);
      const items = () => within(region).getAllByText(item);
      expect(items()).toHaveLength(collapsed);
      await user.click(within(region).getByRole('button', { name: label }));
      expect(items()).toHaveLength(all);
      await user.click(within(region).getByRole('button', { name: 'View Less' }));
      expect(items()).toHaveLength(collapsed);
    },
  );

  it('opens each FAQ on its own', async () => {
    const user = userEvent.setup();
    renderService();
    await loaded();
    const region = section('Frequently Asked Questions');
    await user.click(within(region).getByRole('button', { name: 'Question 2?' }));
    expect(within(region).getByText('Answer to Question 2?')).toBeVisible();
    expect(within(region).getByText('Answer to Question 1?')).not.toBeVisible();
  });

  it('shows support services, when to come, and the leader points without outcome figures', async () => {
    renderService();
    await loaded();
    expect(within(section('Support Services')).getByRole('heading', { name: 'Cardiac rehabilitation' })).toBeVisible();
    expect(within(section('When Should You See Us?')).getAllByRole('listitem')).toHaveLength(2);
    const leaders = section('Why We Lead');
    expect(within(leaders).getByText('Cath lab open 24 x 7, 365 days a year')).toBeInTheDocument();
    // The hospital supplied no case counts or success rates, so the section shows none (issue 17).
    expect(within(leaders).queryByRole('definition')).not.toBeInTheDocument();
  });

  it("lists the department's doctors with Book Appointment, and books the service with its department chosen", async () => {
    renderService();
    await loaded();
    const doctors = await screen.findByRole('region', { name: 'Our Cardiology Doctors' });
    expect(
      within(doctors)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/appointment?doctor=1&department=1', '/appointment?doctor=2&department=1']);
    expect(
      within(doctors)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Dr. Anil Sharma', 'Dr. Meera Rao']);
    const cta = section('Look after your heart');
    expect(within(cta).getByRole('link', { name: HOSPITAL.emergencyPhone })).toHaveAttribute(
      'href',
      `tel:${HOSPITAL.emergencyPhone.replaceAll(' ', '')}`,
    );
    expect(within(cta).getByRole('link', { name: 'Book Heart Checkup' })).toHaveAttribute(
      'href',
      '/appointment?department=1',
    );
  });

  it.each([
    ['Call Emergency', 'Call Emergency'],
    // Whatever its words, in any language: what it does is the data's.
    ['a Hindi label', 'आपातकालीन नंबर पर कॉल करें'],
  ])('makes a call button of a button whose action is to call (%s)', async (_, label) => {
    answerButton(label, 'call');
    renderService();
    await loaded();
    expect(within(section('Look after your heart')).getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `tel:${HOSPITAL.emergencyPhone.replaceAll(' ', '')}`,
    );
  });

  it('books with a button whose action is to book, even when its words say call', async () => {
    answerButton('Call us to book', 'book');
    renderService();
    await loaded();
    expect(within(section('Look after your heart')).getByRole('link', { name: 'Call us to book' })).toHaveAttribute(
      'href',
      '/appointment?department=1',
    );
  });

  it("names the department's doctors as the answer names the department, whatever its slug", async () => {
    answerPage(() =>
      HttpResponse.json({ ...cardiologyPage, department: { id: 1, slug: 'heart-unit', name: 'Heart Unit' } }),
    );
    renderService();
    await loaded();
    const doctors = await screen.findByRole('region', { name: 'Our Heart Unit Doctors' });
    expect(within(doctors).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('lists no doctors for a service with no department, and books with none chosen', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    answerPage(() => HttpResponse.json({ ...cardiologyPage, department: null }));
    renderService();
    await loaded();
    expect(within(section('Look after your heart')).getByRole('link', { name: 'Book Heart Checkup' })).toHaveAttribute(
      'href',
      '/appointment',
    );
    server.events.removeAllListeners();
    expect(screen.queryByRole('region', { name: /Doctors/ })).not.toBeInTheDocument();
    // Nothing is looked up to find a department: the page's answer says there is none.
    expect(asked).toEqual(['/api/service/service-page/cardiology/']);
  });

  it('leaves out every section its data lacks', async () => {
    answerPage(() =>
      HttpResponse.json({
        name: 'Dental Medicine',
        slug: 'dental-medicine',
        department: null,
        hero_section: null,
        why_choose_us_sections: [],
        service_details: [],
        technologies: [],
        support_services: [],
        when_needed_conditions: [],
        leader_points: [],
        faqs: [],
        cta_section: null,
      }),
    );
    renderService('dental-medicine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental Medicine' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['accident-and-emergency', '/emergency'],
    ['diabetes-and-endocrinology', '/diabetes'],
    ['home-care', '/homecare'],
    ['full-body-health-checkup', '/healthcheck'],
    ['Home-Care', '/homecare'],
  ])('replaces /services/%s with its topic page %s, asking the API for nothing', async (slug, topicPage) => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    renderWithProviders(
      <Routes>
        <Route path="/services/:serviceSlug" element={<ServicePage />} />
        <Route path={topicPage} element={<TopicPageStub />} />
      </Routes>,
      { route: `/services/${slug}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: `Topic page ${topicPage}` })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(asked).toEqual([]);
    expect(screen.queryByText('Loading Service Page...')).not.toBeInTheDocument();
  });

  it('tells a visitor at an unknown address that there is no such service, and leads to all services', async () => {
    renderService('no-such-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our services' })).toHaveAttribute('href', '/services');
    expect(document.title).toBe('Service not found | Aravali Care Hospital');
    expect(screen.queryByText(/API Error/)).not.toBeInTheDocument();
  });

  it("says 'Error: {message}' when the page cannot be read, and Retry tries again in place", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    answerPage(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(cardiologyPage);
    });
    renderService();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: API Error 503');
    expect(screen.getByRole('heading', { level: 1, name: 'Cardiology' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
  });

  it("says 'No data found' for an answer without a service", async () => {
    answerPage(() => HttpResponse.json({}));
    renderService();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cardiology' })).toBeInTheDocument();
  });

  it('has no accessibility violations, loaded or not found', async () => {
    const { container, unmount } = renderService();
    await loaded();
    await screen.findByRole('region', { name: 'Our Cardiology Doctors' });
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const notFound = renderService('no-such-service');
    await screen.findByRole('heading', { name: 'Service not found' });
    expect(await axe(notFound.container)).toHaveNoViolations();
  }, 30_000);

  it('has no accessibility violations while loading or failing', async () => {
    answerPage(async () => {
      await delay(2000);
      return HttpResponse.json({}, { status: 500 });
    });
    const { container } = renderService();
    expect(screen.getByText('Loading Service Page...')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
