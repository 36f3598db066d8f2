import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import { CarePackages } from './CarePackages';

const server = setupMockApi();
const { carePackages, carePackagesHindi } = fixtures;
const [checkup, programme, visit] = carePackages;
if (!checkup || !programme || !visit) throw new Error('the fixtures have one package of each kind');

/** The book link's name; jsdom puts a space before the visually hidden part that browsers do not. */
const bookLink = (label: string, name: string) =>
  new RegExp(`^${label} ?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('the package cards', () => {
  it('show a health check from the API: name, price with its basis, whom it suits, tests, preparation and its book link', async () => {
    const { container } = renderWithProviders(
      <main>
        <CarePackages kind="health-check" />
      </main>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages and prices...');
    expect(await screen.findByRole('heading', { name: checkup.name })).toBeInTheDocument();
    // Only the kind asked for.
    expect(screen.queryByRole('heading', { name: programme.name })).not.toBeInTheDocument();
    const card = cardOf(checkup.name);
    expect(card).toHaveTextContent('₹1,999 for the package');
    expect(card).toHaveTextContent(`Suits: ${checkup.summary}`);
    for (const included of checkup.includes) expect(within(card).getByText(included)).toBeInTheDocument();
    expect(card).toHaveTextContent(`Preparation${checkup.preparation ?? ''}`);
    expect(card).toHaveTextContent('SampleBlood and urine');
    expect(card).toHaveTextContent('Reports24-48 hours');
    expect(card).not.toHaveTextContent('Duration');
    expect(within(card).getByRole('link', { name: bookLink('Book this package', checkup.name) })).toHaveAttribute(
      'href',
      `/blood-test?package=${checkup.slug}`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('show a home visit priced per visit, with its duration and no sample or report', async () => {
    renderWithProviders(<CarePackages kind="home-care" />);
    const card = cardOf((await screen.findByRole('heading', { name: visit.name })).textContent ?? '');
    expect(card).toHaveTextContent('₹800 per visit');
    expect(card).toHaveTextContent('DurationUp to 1 hour');
    expect(card).not.toHaveTextContent('Sample');
    expect(card).not.toHaveTextContent('Preparation');
    expect(within(card).getByRole('link', { name: bookLink('Book this visit', visit.name) })).toHaveAttribute(
      'href',
      `/blood-test?package=${visit.slug}`,
    );
  });

  it('say "per day" and "for the programme" for those bases', async () => {
    server.use(
      http.get(apiPath('/api/package/packages/'), () =>
        HttpResponse.json([
          { ...visit, slug: 'attendant', name: 'Attendant', price: 1200, price_basis: 'day' },
          programme,
        ]),
      ),
    );
    const { unmount } = renderWithProviders(<CarePackages kind="home-care" />);
    expect(cardOf((await screen.findByRole('heading', { name: 'Attendant' })).textContent ?? '')).toHaveTextContent(
      '₹1,200 per day',
    );
    unmount();
    renderWithProviders(<CarePackages kind="diabetes-programme" />);
    const card = cardOf((await screen.findByRole('heading', { name: programme.name })).textContent ?? '');
    expect(card).toHaveTextContent('₹4,999 for the programme');
    expect(
      within(card).getByRole('link', { name: bookLink('Book this programme', programme.name) }),
    ).toBeInTheDocument();
  });

  it('come in Hindi from one request in Hindi, prices in the Indian style', async () => {
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/package/packages/')) {
        asked.push(new URL(request.url).searchParams.get('lang'));
      }
    });
    renderWithProviders(<CarePackages kind="health-check" />, { language: 'hi' });
    const [hindi] = carePackagesHindi;
    if (!hindi) throw new Error('no Hindi package');
    const card = cardOf((await screen.findByRole('heading', { name: hindi.name })).textContent ?? '');
    expect(card).toHaveTextContent('पूरे पैकेज के लिए');
    expect(card).toHaveTextContent(
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(1999),
    );
    expect(within(card).getByRole('link', { name: bookLink('यह पैकेज बुक करें', hindi.name) })).toHaveAttribute(
      'href',
      `/hi/blood-test?package=${hindi.slug}`,
    );
    expect(asked).toEqual(['hi']);
    server.events.removeAllListeners();
  });

  it('say so when the packages fail, and Retry fetches them again', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/api/package/packages/'), async () => {
        calls += 1;
        await delay(5);
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(carePackages);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CarePackages kind="health-check" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The packages and their prices could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: checkup.name })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('say so when there is none of that kind', async () => {
    server.use(http.get(apiPath('/api/package/packages/'), () => HttpResponse.json([programme])));
    renderWithProviders(<CarePackages kind="home-care" />);
    expect(await screen.findByText(/Nothing can be booked online here at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('hold their room while loading, failing or empty', async () => {
    server.use(http.get(apiPath('/api/package/packages/'), () => HttpResponse.json([])));
    renderWithProviders(<CarePackages kind="home-care" />);
    expect(screen.getByRole('status').parentElement).toHaveClass('reserved');
    expect((await screen.findByText(/Nothing can be booked/)).closest('.reserved')).not.toBeNull();
  });
});
