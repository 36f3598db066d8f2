import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Doctor } from 'contract';
import { fixtures, pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import { DoctorCard } from './DoctorCard';

beforeAll(pointApiAtTestHost);

const doctorNamed = (name: string): Doctor => {
  const doctor = fixtures.doctors.find((candidate) => candidate.doctor_name === name);
  if (!doctor) throw new Error(`no ${name} in the fixtures`);
  return doctor;
};
/** A photo under doctors/, none (and no about text), a bare file name, a full URL. */
const sharma = doctorNamed('Dr. Anil Sharma');
const rao = doctorNamed('Dr. Meera Rao');
const singh = doctorNamed('Dr. Vikram Singh');
const nair = doctorNamed('Dr. Priya Nair');

const photoOf = (card: HTMLElement) => card.querySelector('img');

const renderCard = (doctor = sharma, props: Partial<Parameters<typeof DoctorCard>[0]> = {}) =>
  renderWithProviders(
    <ul>
      <DoctorCard doctor={doctor} {...props} />
    </ul>,
  );

/**
 * A stand-in for the browser's ResizeObserver: `report()` calls every observer made, each with
 * an entry for each element it watches, as the browser does after a layout.
 */
function installResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class ReportingResizeObserver {
    private readonly watched: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.watched = { callback, targets: new Set() };
      observers.add(this.watched);
    }
    observe(target: Element) {
      this.watched.targets.add(target);
    }
    unobserve(target: Element) {
      this.watched.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.watched);
    }
  }
  Object.assign(window, { ResizeObserver: ReportingResizeObserver });
  return {
    report: () => {
      for (const { callback, targets } of observers) {
        if (targets.size === 0) continue;
        callback(
          [...targets].map((target) => ({ target }) as ResizeObserverEntry),
          {} as ResizeObserver,
        );
      }
    },
    remove: () => Reflect.deleteProperty(window, 'ResizeObserver'),
  };
}

describe('a doctor photo', () => {
  it.each([
    ['a path under doctors/', sharma, 'http://api.test/media/doctors/dr-anil-sharma.svg'],
    ['a bare file name', singh, 'http://api.test/media/dr-vikram-singh.svg'],
    ['a full URL', nair, 'https://cdn.example/dr-priya-nair.jpg'],
  ])('from %s resolves against the API media area, sized and lazy', (_case, doctor, src) => {
    const { container } = renderCard(doctor);
    const photo = photoOf(container);
    expect(photo).toHaveAttribute('src', src);
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '500');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('is the default portrait when the doctor has none', () => {
    const { container } = renderCard(rao);
    expect(photoOf(container)).toHaveAttribute('src', 'test-file-stub');
  });

  it("becomes a grey box reading 'Doctor Image' when the file is broken", () => {
    const { container } = renderCard(sharma);
    fireEvent.error(photoOf(container) as HTMLImageElement);
    expect(photoOf(container)).toBeNull();
    expect(screen.getByText('Doctor Image')).toBeInTheDocument();
  });
});

describe('a doctor card', () => {
  it('names the doctor and department, says who they are, and books with both in the address', () => {
    renderCard(sharma);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Dr. Anil Sharma' })).toBeInTheDocument();
    expect(within(card).getAllByText('Cardiology')[0]).toBeVisible();
    expect(within(card).getByText('About Doctor')).toBeInTheDocument();
    expect(within(card).getByText(sharma.about)).toBeInTheDocument();
    const book = within(card).getByRole('link', { name: 'Book Appointment with Dr. Anil Sharma' });
    expect(book).toHaveAttribute('href', '/appointment?doctor=1&department=1');
  });

  describe('with an about text longer than its lines', () => {
    // jsdom lays nothing out: the clamped paragraph is made to measure taller than its box.
    const heights = { scrollHeight: 120, clientHeight: 80 };
    beforeEach(() => {
      for (const [key, value] of Object.entries(heights)) {
        Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
      }
    });
    // Element.prototype's own getters (answering 0) show through again.
    afterEach(() => {
      for (const key of Object.keys(heights)) Reflect.deleteProperty(HTMLElement.prototype, key);
    });

    it('offers Read more, which opens the text in place and closes it again', async () => {
      const user = userEvent.setup();
      renderCard(sharma);
      const more = screen.getByRole('button', { name: 'Read more about Dr. Anil Sharma' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(sharma.about)).toHaveClass('clamped');
      await user.click(more);
      expect(screen.getByRole('button', { name: 'Read less about Dr. Anil Sharma' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByText(sharma.about)).not.toHaveClass('clamped');
      await user.click(screen.getByRole('button', { name: /^Read less/ }));
      expect(screen.getByText(sharma.about)).toHaveClass('clamped');
    });

    it("offers Read more once the browser reports the paragraph's size", () => {
      const browser = installResizeObserver();
      try {
        renderCard(sharma);
        expect(screen.queryByRole('button', { name: /^Read more/ })).not.toBeInTheDocument();
        act(() => browser.report());
        expect(screen.getByRole('button', { name: 'Read more about Dr. Anil Sharma' })).toBeVisible();
      } finally {
        browser.remove();
      }
    });

    it('measures every card of a page before putting any button in, so the page is laid out once', () => {
      const browser = installResizeObserver();
      // Each measure notes how many buttons were already in: one put in before a measure means the
      // browser lays the page out again for it.
      const buttonsAtMeasure: number[] = [];
      Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
        configurable: true,
        get: () => {
          buttonsAtMeasure.push(screen.queryAllByRole('button', { name: /^Read more/ }).length);
          return heights.scrollHeight;
        },
      });
      try {
        const doctors = [sharma, singh, nair];
        renderWithProviders(
          <ul>
            {doctors.map((doctor) => (
              <DoctorCard key={doctor.id} doctor={doctor} />
            ))}
          </ul>,
        );
        act(() => browser.report());
        expect(screen.getAllByRole('button', { name: /^Read more about/ })).toHaveLength(doctors.length);
        expect(buttonsAtMeasure).toEqual([0, 0, 0]);
      } finally {
        browser.remove();
      }
    });
  });

  it('offers no Read more when the whole text fits', () => {
    renderCard(sharma);
    expect(screen.queryByRole('button', { name: /^Read more/ })).not.toBeInTheDocument();
  });

  it("says 'No description available.' for a doctor without an about text", () => {
    renderCard(rao, { layout: 'reveal', action: 'getAppointment' });
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Appointment with Dr. Meera Rao' })).toHaveAttribute(
      'href',
      '/appointment?doctor=2&department=1',
    );
  });

  it('lets a keyboard user reach the revealed text by focusing the button, and dismiss it with Escape', async () => {
    const user = userEvent.setup();
    renderCard(sharma, { layout: 'reveal', action: 'getAppointment' });
    const card = screen.getByRole('listitem');
    expect(card).toHaveClass('reveal');
    await user.tab();
    expect(screen.getByRole('link', { name: /Get Appointment/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(card).toHaveClass('dismissed');
    await user.tab();
    expect(card).not.toHaveClass('dismissed');
  });

  it('has no accessibility violations in either layout', async () => {
    const { container } = renderWithProviders(
      <main>
        <ul>
          <DoctorCard doctor={sharma} layout="reveal" action="getAppointment" />
          <DoctorCard doctor={rao} />
        </ul>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
