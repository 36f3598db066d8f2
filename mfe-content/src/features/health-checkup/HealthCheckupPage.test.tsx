import { screen, within } from '@testing-library/react';
import { fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import HealthCheckupPage from './HealthCheckupPage';

setupMockApi();
const [checkup] = fixtures.carePackages;

describe('the health checkup page, one truth with its service twin', () => {
  it('shows the packages from the API, with prices, and no hand-kept comparison table', async () => {
    renderWithProviders(<HealthCheckupPage />, { route: '/healthcheck' });
    const packages = screen.getByRole('region', { name: 'Health checkup packages' });
    expect(await within(packages).findByRole('heading', { name: checkup?.name })).toBeInTheDocument();
    expect(packages).toHaveTextContent('₹1,999 for the package');
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
