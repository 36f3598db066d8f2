import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'shared-ui/router';
import type { AvailabilityDay, DoctorProfile } from 'contract';
import { todayInHospitalZone } from 'contract/rules';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DoctorProfilePage from './DoctorProfilePage';
import { addDays } from '../../components/free-slots';

const server = setupMockApi();

const [first] = fixtures.doctors;
if (!first) throw new Error('no doctor fixture');
const profile: DoctorProfile = {
  ...first,
  slug: 'dr-anil-sharma',
  languages: ['en', 'hi', 'pa'],
  opd_days: [2, 5, 6],
  qualifications: ['MBBS', 'MD (Medicine)', 'DM (Cardiology)'],
  registration: { council: 'Haryana Medical Council', number: 'HMC-12345' },
  years_of_practice: 20,
  fee: { in_person: 800, online: 600 },
  timetable: [
    { weekday: 5, start: '09:00', end: '13:00', room: 'Room 12', online: false, slot_minutes: 15 },
    { weekday: 2, start: '09:00', end: '13:00', room: 'Room 12', online: false, slot_minutes: 15 },
    { weekday: 6, start: '17:00', end: '18:30', room: null, online: true, slot_minutes: 10 },
  ],
  exceptions: [{ date: '2026-12-25', reason: 'Christmas' }],
};

const today = todayInHospitalZone();
const slot = (start: string, available: boolean) => ({ start, end: start, available, room: 'Room 12', online: false });

/** A room as the API answers it in the language asked for (`?lang=`): "कमरा 12" in Hindi. */
const roomAsked = (request: Request, room: string | null) =>
  room !== null && new URL(request.url).searchParams.get('lang') === 'hi' ? room.replace('Room', 'कमरा') : room;

function answer(days: AvailabilityDay[] | 'fail' = []) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/api/doctor/doctors/:slug/'), ({ params, request }) =>
      params.slug === profile.slug
        ? HttpResponse.json({
            ...profile,
            timetable: profile.timetable.map((session) => ({ ...session, room: roomAsked(request, session.room) })),
          })
        : HttpResponse.json({ detail: 'Doctor not found.' }, { status: 404 }),
    ),
    http.get(apiPath('/api/doctor/availability/'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (days === 'fail') return HttpResponse.json({ detail: 'down' }, { status: 500 });
      return HttpResponse.json(
        days.map((day) => ({
          ...day,
          slots: day.slots.map((item) => ({ ...item, room: roomAsked(request, item.room) })),
        })),
      );
    }),
  );
  return asked;
}

const renderPage = (slug = profile.slug, language: 'en' | 'hi' = 'en') =>
  renderWithProviders(
    <main>
      <Routes>
        <Route path="/our-doctor/:doctorSlug" element={<DoctorProfilePage />} />
      </Routes>
    </main>,
    { route: `/our-doctor/${slug}`, language },
  );

describe("a doctor's page", () => {
  it('shows the qualifications, registration, languages, experience and fees', async () => {
    answer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Anil Sharma' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Medicine), DM (Cardiology)')).toBeInTheDocument();
    expect(screen.getByText('Haryana Medical Council, No. HMC-12345')).toBeInTheDocument();
    expect(screen.getByText('English, Hindi and Punjabi')).toBeInTheDocument();
    expect(screen.getByText('20 years of practice')).toBeInTheDocument();
    expect(screen.getByText('₹800')).toBeInTheDocument();
    expect(screen.getByText('₹600')).toBeInTheDocument();
    expect(document.title).toBe(`Dr. Anil Sharma | ${document.title.split(' | ')[1]}`);
  });

  it('leaves out the credentials the hospital has not supplied, and shows the rest', async () => {
    answer();
    server.use(
      http.get(apiPath('/api/doctor/doctors/:slug/'), () =>
        HttpResponse.json({ ...profile, qualifications: [], registration: null, years_of_practice: null }),
      ),
    );
    renderPage();
    const details = await screen.findByRole('region', { name: 'About the doctor' });
    expect(within(details).queryByText('Qualifications')).not.toBeInTheDocument();
    expect(within(details).queryByText('Registration')).not.toBeInTheDocument();
    expect(within(details).queryByText(/years of practice/)).not.toBeInTheDocument();
    expect(within(details).getByText('English, Hindi and Punjabi')).toBeInTheDocument();
  });

  it('says the timetable in words, online sessions as such, and the leave ahead', async () => {
    answer();
    renderPage();
    const timetable = await screen.findByRole('region', { name: 'OPD timetable' });
    expect(
      within(timetable)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tue and Fri, 9:00–13:00, Room 12',
      'Sat, 17:00–18:30, online consultation',
      'Friday, 25 December 2026: Christmas',
    ]);
  });

  it('says the timetable and the free times in Hindi too, their rooms as the API names them in Hindi', async () => {
    const asked = answer([{ date: '2026-12-01', slots: [slot('09:15', true)] }]);
    renderPage(profile.slug, 'hi');
    const timetable = await screen.findByRole('region', { name: 'ओपीडी समय-सारणी' });
    expect(within(timetable).getAllByRole('listitem')[0]).toHaveTextContent('मंगल और शुक्र, 9:00–13:00, कमरा 12');
    expect(screen.getByText('अंग्रेज़ी, हिन्दी, और पंजाबी')).toBeInTheDocument();
    const slots = await screen.findByRole('region', { name: 'अगले खाली समय' });
    expect(await within(slots).findByText('कमरा 12')).toBeInTheDocument();
    expect(asked[0]?.get('lang')).toBe('hi');
    expect(document.body).not.toHaveTextContent('Room');
  });

  it('lists the first free slots of the next two weeks, leaving out the taken ones', async () => {
    const asked = answer([
      { date: '2026-12-01', slots: [slot('09:00', false), slot('09:15', true)] },
      { date: '2026-12-04', slots: [slot('09:00', true)] },
    ]);
    renderPage();
    const slots = await screen.findByRole('region', { name: 'Next free times' });
    expect(await within(slots).findAllByRole('listitem')).toHaveLength(2);
    expect(within(slots).getAllByRole('listitem')[0]).toHaveTextContent('Tue, 1 Dec 2026, 9:15');
    expect(asked[0]?.get('doctor')).toBe(String(profile.id));
    expect(asked[0]?.get('from')).toBe(today);
    expect(asked[0]?.get('to')).toBe(addDays(today, 13));
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says when the next two weeks have no free slot, and when the slots could not be read', async () => {
    answer([{ date: '2026-12-01', slots: [slot('09:00', false)] }]);
    const { unmount } = renderPage();
    expect(await screen.findByText('No free slots in the next two weeks.')).toBeInTheDocument();
    unmount();
    answer('fail');
    renderPage();
    expect(await screen.findByText('Free times could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('books with the doctor chosen by their slug', async () => {
    answer();
    renderPage();
    const [book] = await screen.findAllByRole('link', { name: 'Book Appointment with Dr. Anil Sharma' });
    expect(book).toHaveAttribute('href', '/appointment?doctor=dr-anil-sharma');
  });

  it('says a doctor is not found at an unknown address, and leads to every doctor', async () => {
    answer();
    renderPage('dr-nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/our-doctor');
  });

  it('moves an old address of a renamed doctor to the address now', async () => {
    answer();
    // The API follows its own 301: the old slug's call answers the doctor, under their slug now.
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/api/doctor/doctors/:slug/'), ({ params }) => {
        asked.push(String(params.slug));
        return params.slug === 'dr-old-name' || params.slug === profile.slug
          ? HttpResponse.json(profile)
          : HttpResponse.json({}, { status: 404 });
      }),
    );
    renderPage('dr-old-name');
    expect(await screen.findByRole('heading', { level: 1, name: profile.doctor_name })).toBeInTheDocument();
    // The page is then at the doctor's address now, read under it.
    await waitFor(() => expect(asked).toEqual(['dr-old-name', profile.slug]));
  });

  it('says a retired doctor left, and leads to their department’s page and every doctor', async () => {
    answer();
    server.use(
      http.get(apiPath('/api/doctor/doctors/:slug/'), () =>
        HttpResponse.json(
          {
            message: 'This doctor no longer sees patients at the hospital.',
            code: 'doctorRetired',
            params: { department: 'Cardiology', department_slug: 'cardiology' },
            department: { id: 1, department_name: 'Cardiology', slug: 'cardiology' },
          },
          { status: 410 },
        ),
      ),
    );
    const { container } = renderPage('dr-retired');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This doctor no longer practises here' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cardiology and its doctors' })).toHaveAttribute(
      'href',
      '/services/cardiology',
    );
    expect(screen.getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/our-doctor');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the doctor is not found for a 410 that names no department (an older API)', async () => {
    answer();
    server.use(
      http.get(apiPath('/api/doctor/doctors/:slug/'), () =>
        HttpResponse.json(
          { message: 'This doctor no longer sees patients at the hospital.', code: 'doctorRetired' },
          { status: 410 },
        ),
      ),
    );
    renderPage('dr-retired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/our-doctor');
  });
});
