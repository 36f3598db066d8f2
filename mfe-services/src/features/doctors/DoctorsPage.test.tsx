import { screen, waitFor, within } from '@testing-library/react';
import type { Weekday } from 'contract';
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

  it('narrows the list to the name typed, kept in the address, with a way back when none match', async () => {
    const user = userEvent.setup();
    renderPage();
    await doctorCards();
    const box = screen.getByRole('searchbox', { name: "Doctor's name" });
    await user.type(box, 'rao');
    expect(await names()).toEqual(['Dr. Meera Rao']);
    expect(location()).toBe('/our-doctor?name=rao');
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor');
    // The department chips keep the name.
    expect(
      within(screen.getByRole('list', { name: 'Department' })).getByRole('link', { name: 'Cardiology' }),
    ).toHaveAttribute('href', '/our-doctor?department=1&name=rao');

    await user.type(box, 'x');
    expect(await screen.findByText('No doctor’s name contains “raox”.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all doctors' }));
    expect(await names()).toHaveLength(doctors.length);
    expect(screen.getByRole('searchbox', { name: "Doctor's name" })).toHaveValue('');
  });

  it('opens on the name a shared address names, within its department', async () => {
    renderPage('/our-doctor?department=1&name=nair');
    expect(await screen.findByText('No doctor’s name contains “nair”.')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or look in all departments.')).toBeInTheDocument();
  });

  describe('with more doctors than a page holds', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...doctors[index % doctors.length],
      id: index + 1,
      doctor_name: `Dr. Test Doctor ${index + 1}`,
    }));
    // jsdom does not scroll; the page's request to is recorded.
    const scrolledTo: Element[] = [];
    beforeEach(() => {
      server.use(http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json(many)));
      scrolledTo.length = 0;
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolledTo.push(this);
      };
    });

    it('shows six a page, with page links in the address that move focus to the top of the list', async () => {
      const user = userEvent.setup();
      renderPage();
      expect(await names()).toEqual(many.slice(0, 6).map((doctor) => doctor.doctor_name));
      expect(screen.getByRole('status')).toHaveTextContent('Showing 1–6 of 14 doctors');
      const pages = screen.getByRole('navigation', { name: 'Pages of doctors' });
      expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

      await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
      expect(location()).toBe('/our-doctor?page=3');
      expect(await names()).toEqual(many.slice(12).map((doctor) => doctor.doctor_name));
      expect(screen.getByRole('status')).toHaveTextContent('Showing 13–14 of 14 doctors');
      expect(screen.getByRole('status')).toHaveFocus();
      expect(scrolledTo).toEqual([screen.getByRole('status')]);

      await user.click(screen.getByRole('link', { name: 'Previous' }));
      expect(location()).toBe('/our-doctor?page=2');
      expect(screen.getByRole('status')).toHaveTextContent('Showing 7–12 of 14 doctors');
      expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/our-doctor?page=3');
    });

    it('starts again at page 1 when the name changes, and answers a page past the end with the last', async () => {
      const user = userEvent.setup();
      renderPage('/our-doctor?page=9');
      await doctorCards();
      expect(screen.getByRole('status')).toHaveTextContent('Showing 13–14 of 14 doctors');
      await user.type(screen.getByRole('searchbox', { name: "Doctor's name" }), 'doctor 1');
      expect(location()).toBe('/our-doctor?name=doctor+1');
      expect(screen.getByRole('status')).toHaveTextContent('6 doctors');
      expect(screen.queryByRole('navigation', { name: 'Pages of doctors' })).not.toBeInTheDocument();
      expect(scrolledTo).toEqual([]);
    });
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

describe('the OPD day and language filters', () => {
  // The list answer with the OPD fields issue 20 adds (the shared fixtures may not have them yet).
  const opd: Record<number, { slug: string; opd_days: Weekday[]; languages: string[] }> = {
    1: { slug: 'dr-anil-sharma', opd_days: [2, 5], languages: ['en', 'hi'] },
    2: { slug: 'dr-meera-rao', opd_days: [1, 3], languages: ['en', 'hi', 'ta'] },
    3: { slug: 'dr-vikram-singh', opd_days: [5], languages: ['en', 'pa'] },
    4: { slug: 'dr-priya-nair', opd_days: [4], languages: ['en', 'ml'] },
  };
  beforeEach(() =>
    server.use(
      http.get(apiPath('/api/doctor/doctor'), () =>
        HttpResponse.json(doctors.map((doctor) => ({ ...doctor, ...opd[doctor.id] }))),
      ),
    ),
  );

  it('narrow the list by the day a doctor sits and a language they speak, kept in the address', async () => {
    const user = userEvent.setup();
    renderPage('/our-doctor?page=1');
    await doctorCards();
    const form = screen.getByRole('form', { name: 'OPD day and language' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'OPD day' }), 'Friday');
    await waitFor(async () => expect(await names()).toEqual(['Dr. Anil Sharma', 'Dr. Vikram Singh']));
    expect(location()).toBe('/our-doctor?day=5');
    expect(screen.getByRole('status')).toHaveTextContent('2 doctors');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language spoken' }), 'Punjabi');
    await waitFor(async () => expect(await names()).toEqual(['Dr. Vikram Singh']));
    expect(location()).toBe('/our-doctor?day=5&language=pa');
    // The department chips keep the other filters.
    expect(
      within(screen.getByRole('list', { name: 'Department' })).getByRole('link', { name: 'All Departments' }),
    ).toHaveAttribute('href', '/our-doctor?day=5&language=pa');
  });

  it('says when no doctor matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    renderPage('/our-doctor?day=0');
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'OPD day' })).toHaveValue('0');
    await user.click(screen.getByRole('link', { name: 'Show all doctors' }));
    expect(await names()).toHaveLength(doctors.length);
    expect(screen.getByRole('combobox', { name: 'OPD day' })).toHaveValue('');
  });

  it("links each doctor's name to their own page", async () => {
    renderPage();
    await doctorCards();
    expect(screen.getByRole('link', { name: 'Dr. Meera Rao' })).toHaveAttribute('href', '/our-doctor/dr-meera-rao');
  });

  it('has no accessibility violations when filtered', async () => {
    const { container } = renderPage('/our-doctor?day=5&language=en');
    expect(await names()).toEqual(['Dr. Anil Sharma', 'Dr. Vikram Singh']);
    await screen.findByText(REMOTE_UNAVAILABLE_TEXT);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
