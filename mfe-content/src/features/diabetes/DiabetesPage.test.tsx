import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DiabetesPage from './DiabetesPage';

const departments = [
  ...fixtures.departments,
  { id: 7, department_name: 'डायबिटीज़ और एंडोक्रिनोलॉजी', slug: 'diabetes-and-endocrinology' },
];
const server = setupMockApi(http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json(departments)));
const programme = fixtures.carePackages.find((item) => item.kind === 'diabetes-programme');

describe('the diabetes page, one truth with its service twin', () => {
  it('books a consultation with the diabetes department, found by its name in the API', async () => {
    renderWithProviders(<DiabetesPage />, { route: '/diabetes' });
    const buttons = screen.getAllByRole('link', { name: 'Book Consultation' });
    expect(buttons).toHaveLength(2);
    await waitFor(() =>
      buttons.forEach((button) => expect(button).toHaveAttribute('href', '/appointment?department=7')),
    );
  });

  it('shows the programmes from the API as flip cards with their prices and book links', async () => {
    renderWithProviders(<DiabetesPage />, { route: '/diabetes' });
    const programmes = screen.getByRole('region', { name: 'Our programmes' });
    const card = await within(programmes).findByRole('article', { name: programme?.name });
    expect(card).toHaveTextContent('₹4,999 for the programme');
    expect(within(card).getByRole('link', { name: /^Book this programme/ })).toHaveAttribute(
      'href',
      `/blood-test?package=${programme?.slug}`,
    );
  });

  it('carries what the twin said better: when to see an endocrinologist, the foot clinic, thyroid ultrasound', () => {
    renderWithProviders(<DiabetesPage />, { route: '/diabetes' });
    const when = screen.getByRole('region', { name: 'When to see an endocrinologist' });
    expect(within(when).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'What we care for' })).toHaveTextContent(/a foot clinic tests/);
    expect(screen.getByRole('rowheader', { name: 'Thyroid ultrasound' })).toBeInTheDocument();
    // The spec's four questions.
    expect(
      within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button'),
    ).toHaveLength(4);
  });

  it('still leads to the appointment form, with no choice made, when the departments cannot be read', async () => {
    let asked = false;
    server.use(
      http.get(apiPath('/api/doctor/department/'), () => {
        asked = true;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    renderWithProviders(<DiabetesPage />, { route: '/diabetes' });
    await waitFor(() => expect(asked).toBe(true));
    for (const button of screen.getAllByRole('link', { name: 'Book Consultation' })) {
      expect(button).toHaveAttribute('href', '/appointment');
    }
  });
});
