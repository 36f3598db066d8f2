import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { REMOTE_UNAVAILABLE_TEXT } from 'shared-ui';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DoctorsPage from './DoctorsPage';

const server = setupMockApi();
const { departments, doctors } = fixtures;
// The contact form widget cannot load without the federation runtime; its boundary logs why.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const locations: string[] = [];
const location = () => locations.at(-1);
function WhereAmI() {
  const { pathname, search } = useLocation();
  locations.push(`${pathname}${search}`);
  return null;
}

const renderPage = (url = '/our-doctor') =>
  renderWithProviders(
    <main>
      <WhereAmI />
      <Routes>
        <Route path="/our-doctor" element={<DoctorsPage />} />
      </Routes>
    </main>,
    { route: url },
  );

const doctorCards = async () => {
  const grid = await screen.findByRole('region', { name: 'Meet our specialists' });
  return within(grid).findAllByRole('heading', { level: 3 });
};
const names = async () => (await doctorCards()).map((heading) => heading.textContent);

describe('the doctors page', () => {
  it('lists every doctor with Book Appointment for that doctor and department', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeInTheDocument();
    expect(screen.getByText('Loading doctors...')).toBeInTheDocument();
    expect(await names()).toEqual(doctors.map((doctor) => doctor.doctor_name));
    expect(
      screen.getAllByRole('link', { name: /^Book Appointment with / }).map((link) => link.getAttribute('href')),
    ).toEqual(doctors.map((doctor) => `/appointment?doctor=${doctor.id}&department=${doctor.department.id}`));
    expect(screen.getByRole('status')).toHaveTextContent(`${doctors.length} doctors`);
  });

  it('filters by department with chips that keep the choice in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await doctorCards();
    const filter = screen.getByRole('list', { name: 'Department' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual(['All Departments', ...departments.map((department) => department.department_name)]);
    expect(within(filter).getByRole('link', { name: 'All Departments' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(filter).getByRole('link', { name: 'Cardiology' }));
    expect(location()).toBe('/our-doctor?department=1');
    expect(await names()).toEqual(['Dr. Anil Sharma', 'Dr. Meera Rao']);
    expect(screen.getByRole('status')).toHaveTextContent('2 doctors in Cardiology');
    expect(within(filter).getByRole('link', { name: 'Cardiology' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      '/appointment?department=1',
    );

    await user.click(within(filter).getByRole('link', { name: 'All Departments' }));
    expect(location()).toBe('/our-doctor');
    expect(await names()).toHaveLength(doctors.length);
  });

  it('opens on the department a shared address names', async () => {
    renderPage('/our-doctor?department=2');
    expect(await names()).toEqual(['Dr. Vikram Singh']);
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor in Neurology');
  });

  it("says 'No doctors found.' for a department without doctors, with a way back to all", async () => {
    renderPage('/our-doctor?department=4');
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all doctors' })).toHaveAttribute('href', '/our-doctor');
  });

  it("says 'Failed to fetch doctors data', and Retry loads them again in place", async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(apiPath('/api/doctor/doctor'), async () => {
        await delay(10);
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 502 }) : HttpResponse.json(doctors);
      }),
    );
    renderPage();
    const grid = screen.getByRole('region', { name: 'Meet our specialists' });
    expect(await within(grid).findByRole('alert')).toHaveTextContent('Failed to fetch doctors data');
    await user.click(within(grid).getByRole('button', { name: 'Retry' }));
    expect(await names()).toHaveLength(doctors.length);
  });

  it('links to the booking and contact pages, and shows the contact form widget (or its fallback)', async () => {
    renderPage();
    await doctorCards();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appointment');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // No federation runtime in a unit test: the widget's own region falls back, the page stays.
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
  });

  it.each([
    ['failing', () => HttpResponse.json({}, { status: 500 }), 'Failed to fetch doctors data'],
    ['empty', () => HttpResponse.json([]), 'No doctors found.'],
  ])(
    'has no accessibility violations when the list is %s',
    async (_state, answer, text) => {
      server.use(http.get(apiPath('/api/doctor/doctor'), answer));
      const { container } = renderPage();
      await screen.findByText(text);
      await screen.findByText(REMOTE_UNAVAILABLE_TEXT);
      expect(await axe(container)).toHaveNoViolations();
    },
    30_000,
  );

  it('has no accessibility violations', async () => {
    const { container } = renderPage('/our-doctor?department=1');
    await doctorCards();
    await screen.findByText(REMOTE_UNAVAILABLE_TEXT);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
