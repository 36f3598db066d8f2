import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HOSPITAL } from 'contract/hospital';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import HomeCarePage from './HomeCarePage';

const departments = [
  ...fixtures.departments,
  { id: 9, department_name: 'होम केयर और बुज़ुर्गों की देखभाल', slug: 'home-care-and-geriatrics' },
];
setupMockApi(http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json(departments)));
const visit = fixtures.carePackages.find((item) => item.kind === 'home-care');

describe('the home care page, one truth with its service twin', () => {
  it('shows the visits that can be booked, priced per visit by the API, and states no price of its own', async () => {
    renderWithProviders(<HomeCarePage />, { route: '/homecare' });
    const visits = screen.getByRole('region', { name: 'Visits you can book' });
    expect(await within(visits).findByRole('heading', { name: visit?.name })).toBeInTheDocument();
    expect(visits).toHaveTextContent('₹800 per visit');
    expect(within(visits).getByRole('link', { name: /^Book this visit/ })).toHaveAttribute(
      'href',
      `/blood-test?package=${visit?.slug}`,
    );
    const why = screen.getByRole('region', { name: 'Why choose our home care' });
    expect(why).toHaveTextContent('The price of each visit is shown with the visit on this page');
    expect(screen.getByRole('region', { name: 'Home care in numbers' })).not.toHaveTextContent('₹');
  });

  it('plans care with the home care department’s doctor, found by its name in the API', async () => {
    renderWithProviders(<HomeCarePage />, { route: '/homecare' });
    const button = screen.getByRole('link', { name: 'Plan care with our home care doctor' });
    await waitFor(() => expect(button).toHaveAttribute('href', '/appointment?department=9'));
  });

  it('carries what the twin said better: verified staff, how soon care starts, and emergencies at home', () => {
    renderWithProviders(<HomeCarePage />, { route: '/homecare' });
    expect(screen.getByRole('region', { name: 'Why choose our home care' })).toHaveTextContent(/police-verified/);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByRole('button', { name: 'How soon can care start?' })).toBeInTheDocument();
    expect(within(faq).getByRole('button', { name: 'What happens in an emergency at home?' })).toBeInTheDocument();
    expect(faq).toHaveTextContent(HOSPITAL.emergencyPhone);
  });
});
