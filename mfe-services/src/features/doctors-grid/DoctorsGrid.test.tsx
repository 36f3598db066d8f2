import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse, delay } from 'msw';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DoctorsGrid from './DoctorsGrid';

const server = setupMockApi();
const { doctors } = fixtures;

const answerDoctors = (...answers: Array<() => Response>) => {
  let call = 0;
  server.use(
    http.get(apiPath('/api/doctor/doctor'), async () => {
      await delay(10);
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return answer ? answer() : HttpResponse.json([]);
    }),
  );
};

describe('the home page doctors grid', () => {
  it("shows each doctor's photo, name and department, and Get Appointment for them", async () => {
    const { container: widget } = renderWithProviders(<DoctorsGrid />);
    expect(within(widget).getByRole('status')).toHaveTextContent('Loading doctors...');
    const cards = await within(widget).findAllByRole('listitem');
    expect(cards).toHaveLength(doctors.length);
    expect(
      within(widget)
        .getAllByRole('link', { name: /^Get Appointment with / })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      doctors.map((doctor) => [
        `Get Appointment with ${doctor.doctor_name}`,
        `/appointment?doctor=${doctor.id}&department=${doctor.department.id}`,
      ]),
    );
    expect(cards[0]).toHaveClass('reveal');
  });

  it("links each doctor's name to their own page", async () => {
    answerDoctors(() =>
      HttpResponse.json(
        doctors.map((doctor) => ({ ...doctor, slug: `doctor-${doctor.id}`, languages: [], opd_days: [] })),
      ),
    );
    const { container: widget } = renderWithProviders(<DoctorsGrid />);
    const [first] = doctors;
    expect(await within(widget).findByRole('link', { name: first?.doctor_name })).toHaveAttribute(
      'href',
      `/our-doctor/doctor-${first?.id}`,
    );
  });

  it('asks for nothing until it nears the viewport, keeping its room meanwhile', async () => {
    const callbacks: Array<(entries: { isIntersecting: boolean }[]) => void> = [];
    const reveal = () => act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    const observe = jest.fn();
    class StubObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        callbacks.push(callback);
      }
      observe = observe;
      disconnect = () => undefined;
    }
    const asked = jest.fn();
    server.use(
      http.get(apiPath('/api/doctor/doctor'), () => {
        asked();
        return HttpResponse.json(doctors);
      }),
    );
    Object.assign(window, { IntersectionObserver: StubObserver });
    try {
      renderWithProviders(<DoctorsGrid />);
      expect(observe).toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).not.toHaveBeenCalled();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      reveal();
      expect(await screen.findAllByRole('listitem')).toHaveLength(doctors.length);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('shows at most `limit` doctors', async () => {
    renderWithProviders(<DoctorsGrid limit={2} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'Failed to fetch doctors data' and Retry loads the list again in place", async () => {
    const user = userEvent.setup();
    answerDoctors(
      () => HttpResponse.json({}, { status: 500 }),
      () => HttpResponse.json(doctors),
    );
    renderWithProviders(<DoctorsGrid />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch doctors data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(doctors.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Error: Invalid data format received' when the answer is not a list", async () => {
    answerDoctors(() => HttpResponse.json({ doctors }));
    renderWithProviders(<DoctorsGrid />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid data format received');
  });

  it("says 'No doctors found.' when there are none", async () => {
    answerDoctors(() => HttpResponse.json([]));
    renderWithProviders(<DoctorsGrid />);
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    renderWithProviders(<DoctorsGrid limit={1} />, { language: 'hi' });
    expect(await screen.findByRole('link', { name: /^अपॉइंटमेंट लें/ })).toBeInTheDocument();
  });

  it.each([
    ['loaded', () => HttpResponse.json(doctors)],
    ['failing', () => HttpResponse.json({}, { status: 500 })],
    ['empty', () => HttpResponse.json([])],
  ])('has no accessibility violations when %s', async (_state, answer) => {
    answerDoctors(answer);
    const { container } = renderWithProviders(
      <main>
        <DoctorsGrid />
      </main>,
    );
    await waitForElementToBeRemoved(() => screen.queryByText('Loading doctors...'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no accessibility violations while loading', async () => {
    answerDoctors(() => HttpResponse.json(doctors));
    const { container } = renderWithProviders(
      <main>
        <DoctorsGrid />
      </main>,
    );
    expect(screen.getByText('Loading doctors...')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await screen.findAllByRole('listitem');
  });
});
