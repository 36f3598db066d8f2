import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'shared-ui/router';
import type { AvailabilityDay, Department, Doctor, Service } from 'contract';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DepartmentPage from './DepartmentPage';

const server = setupMockApi();

const PAEDIATRICS: Department = { id: 10, department_name: 'Paediatrics', slug: 'paediatrics' };
const PAEDIATRICS_HI: Department = { ...PAEDIATRICS, department_name: 'बाल रोग' };
const CARDIOLOGY: Department = { id: 1, department_name: 'Cardiology', slug: 'cardiology' };
const NEPHROLOGY: Department = { id: 12, department_name: 'Nephrology', slug: 'nephrology' };

const doctor = (id: number, name: string, department: Department, opd_days: Doctor['opd_days']): Doctor => ({
  id,
  doctor_name: name,
  image: null,
  about: `${name} sees patients.`,
  department,
  slug: name.toLowerCase().replaceAll(/[^a-z]+/g, '-'),
  languages: ['hi', 'en'],
  opd_days,
});
const KAUSHIK = doctor(14, 'Dr. Shalini Kaushik', PAEDIATRICS, [1, 3, 6]);
const SHARMA = doctor(1, 'Dr. Anita Sharma', CARDIOLOGY, [2]);
const CARDIOLOGY_SERVICE: Service = {
  id: 2,
  slug: 'cardiology',
  name: 'Cardiology',
  description: '',
  service_banner: null,
  department: { id: 1, slug: 'cardiology', name: 'Cardiology' },
};

const slot = (start: string, available: boolean) => ({ start, end: start, available, room: 'Room 7', online: false });

interface Answers {
  doctors?: Doctor[] | 'fail';
  departments?: 'fail';
  availability?: AvailabilityDay[] | 'fail';
}

const down = () => HttpResponse.json({ detail: 'down' }, { status: 500 });

function answer({ doctors = [SHARMA, KAUSHIK], departments, availability = [] }: Answers = {}) {
  server.use(
    http.get(apiPath('/api/doctor/department/'), ({ request }) => {
      if (departments === 'fail') return down();
      const hindi = new URL(request.url).searchParams.get('lang') === 'hi';
      return HttpResponse.json([CARDIOLOGY, hindi ? PAEDIATRICS_HI : PAEDIATRICS, NEPHROLOGY]);
    }),
    http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
      if (doctors === 'fail') return down();
      const hindi = new URL(request.url).searchParams.get('lang') === 'hi';
      return HttpResponse.json(
        doctors.map((one) =>
          hindi && one.department.slug === 'paediatrics' ? { ...one, department: PAEDIATRICS_HI } : one,
        ),
      );
    }),
    http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json([CARDIOLOGY_SERVICE])),
    http.get(apiPath('/api/doctor/availability/'), () =>
      availability === 'fail' ? down() : HttpResponse.json(availability),
    ),
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderPage = (slug = 'paediatrics', language: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <main>
      <Routes>
        <Route path="/departments/:departmentSlug" element={<DepartmentPage />} />
        <Route path="/hi/departments/:departmentSlug" element={<DepartmentPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </main>,
    { route: `${language === 'hi' ? '/hi' : ''}/departments/${slug}`, language },
  );

describe("a department's page", () => {
  it('names the department, lists only its doctors with their OPD days and next free time, and books in it', async () => {
    answer({ availability: [{ date: '2026-12-07', slots: [slot('09:00', false), slot('09:15', true)] }] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paediatrics' })).toBeInTheDocument();
    const doctors = await screen.findByRole('region', { name: 'Our Paediatrics doctors' });
    const cards = await within(doctors).findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const [card] = cards as [HTMLElement];
    expect(within(card).getByRole('heading', { name: 'Dr. Shalini Kaushik' })).toBeInTheDocument();
    expect(within(card).getByText('OPD days: Mon, Wed and Sat')).toBeInTheDocument();
    expect(await within(card).findByText('Next free time: Mon, 7 Dec 2026, 9:15, Room 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment in Paediatrics' })).toHaveAttribute(
      'href',
      '/appointment?department=10',
    );
    expect(within(card).getByRole('link', { name: /Book Appointment/ })).toHaveAttribute(
      'href',
      '/appointment?doctor=14&department=10',
    );
    expect(document.title).toMatch(/^Paediatrics \| /);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is in Hindi under /hi, the department named as the data names it', async () => {
    answer();
    renderPage('paediatrics', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'बाल रोग' })).toBeInTheDocument();
    expect(await screen.findByText('ओपीडी दिन: सोम, बुध, और शनि')).toBeInTheDocument();
    expect(await screen.findByText('अगले दो हफ़्तों में कोई खाली समय नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें बाल रोग में' })).toHaveAttribute(
      'href',
      '/hi/appointment?department=10',
    );
  });

  it('says so when the department has no doctor listed, still offering the booking form', async () => {
    answer();
    renderPage('nephrology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nephrology' })).toBeInTheDocument();
    expect(await screen.findByText('No doctor of this department is listed at present.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All doctors' })).toHaveAttribute('href', '/our-doctor');
  });

  it('says when the doctors or their free times could not be read, with a Retry', async () => {
    answer({ doctors: 'fail' });
    const { unmount } = renderPage();
    expect(await screen.findByText('The doctors could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    unmount();
    answer({ availability: 'fail' });
    renderPage();
    expect(await screen.findByText('Free times could not be loaded.')).toBeInTheDocument();
  });

  it('keeps its name from the address and offers a Retry when the API is down', async () => {
    answer({ departments: 'fail' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paediatrics' })).toBeInTheDocument();
    expect(screen.getByText(/^Error: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a loading state while the department is read', () => {
    answer();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading department...');
  });

  it('says an unknown department is not found, leading to every doctor', async () => {
    answer();
    renderPage('astrology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Department not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/our-doctor');
  });

  it('gives way to the service page of a department that has one', async () => {
    answer();
    renderPage('cardiology');
    expect(await screen.findByTestId('where')).toHaveTextContent('/services/cardiology');
  });
});
