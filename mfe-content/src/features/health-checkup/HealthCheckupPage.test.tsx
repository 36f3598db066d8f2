import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import HealthCheckupPage from './HealthCheckupPage';

const server = setupMockApi();
const [checkup, programme] = fixtures.carePackages;
if (!checkup || !programme) throw new Error('the fixtures have a health check and a programme');

/** Two health checks sharing one test, and a programme that is no health check. */
const twoChecks = (names: readonly [string, string]) => [
  { ...checkup, name: names[0], includes: ['Complete blood count', 'Fasting blood sugar'] },
  { ...checkup, id: 9, slug: 'womens-health-check', name: names[1], includes: ['Complete blood count', 'Pap smear'] },
  programme,
];

/** Each row of the table as its header and its cells' text, as a screen reader hears them. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the health checkup page, one truth with its service twin', () => {
  it('shows the packages from the API, with prices', async () => {
    renderWithProviders(<HealthCheckupPage />, { route: '/healthcheck' });
    const packages = screen.getByRole('region', { name: 'Health checkup packages' });
    expect(await within(packages).findByRole('heading', { name: checkup.name })).toBeInTheDocument();
    expect(packages).toHaveTextContent('₹1,999 for the package');
  });

  it('compares the health checks in a table of tests × packages built from the same answer', async () => {
    server.use(http.get(apiPath('/api/package/packages/'), () => HttpResponse.json(twoChecks(['Basic', "Women's"]))));
    const { container } = renderWithProviders(<HealthCheckupPage />, { route: '/healthcheck' });
    const table = await screen.findByRole('table', { name: 'Tests in each health checkup package' });
    expect(rowsOf(table)).toEqual([
      ['Test', 'Basic', "Women's"],
      ['Complete blood count', '✓Included', '✓Included'],
      ['Fasting blood sugar', '✓Included', '—Not included'],
      ['Pap smear', '—Not included', '✓Included'],
    ]);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    // It scrolls sideways on a phone inside a region a keyboard can reach, named by the caption.
    const scroller = screen.getByRole('region', { name: 'Tests in each health checkup package' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(table);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('compares them in Hindi from the Hindi answer', async () => {
    server.use(
      http.get(apiPath('/api/package/packages/'), () =>
        HttpResponse.json(twoChecks(['बेसिक हेल्थ चेकअप', 'महिला हेल्थ चेकअप'])),
      ),
    );
    renderWithProviders(<HealthCheckupPage />, { route: '/hi/healthcheck', language: 'hi' });
    const table = await screen.findByRole('table', { name: 'हर हेल्थ चेकअप पैकेज की जाँचें' });
    expect(rowsOf(table).slice(0, 3)).toEqual([
      ['जाँच', 'बेसिक हेल्थ चेकअप', 'महिला हेल्थ चेकअप'],
      ['Complete blood count', '✓शामिल है', '✓शामिल है'],
      ['Fasting blood sugar', '✓शामिल है', '—शामिल नहीं है'],
    ]);
  });

  it("shows no table while the packages fail, only the cards' error", async () => {
    server.use(http.get(apiPath('/api/package/packages/'), () => new HttpResponse(null, { status: 503 })));
    renderWithProviders(<HealthCheckupPage />, { route: '/healthcheck' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('carries what the twin said better: one morning, our own laboratory, and the questions it answered', () => {
    renderWithProviders(<HealthCheckupPage />, { route: '/healthcheck' });
    const why = screen.getByRole('region', { name: 'Why have your checkup with us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Done in one morning', 'Our own laboratory', 'A doctor explains']);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    for (const question of [
      'How long does the checkup take?',
      'Can women have a checkup during their periods?',
      'Can I book a checkup for my parents?',
    ]) {
      expect(within(faq).getByRole('button', { name: question })).toBeInTheDocument();
    }
  });
});
