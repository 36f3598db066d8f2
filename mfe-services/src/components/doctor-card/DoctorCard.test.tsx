import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { pointApiAtTestHost, renderWithProviders } from 'shared-ui/testing';
import { doctors } from '../../testing/fixtures';
import { DoctorCard } from './DoctorCard';

beforeAll(pointApiAtTestHost);

const [sharma, malhotra, chauhan, qureshi] = doctors as [
  (typeof doctors)[0],
  (typeof doctors)[0],
  (typeof doctors)[0],
  (typeof doctors)[0],
];

const photoOf = (card: HTMLElement) => card.querySelector('img');

const renderCard = (doctor = sharma, props: Partial<Parameters<typeof DoctorCard>[0]> = {}) =>
  renderWithProviders(
    <ul>
      <DoctorCard doctor={doctor} {...props} />
    </ul>,
  );

describe('a doctor photo', () => {
  it.each([
    ['a path under doctors/', sharma, 'http://api.test/media/doctors/dr-anita-sharma.svg'],
    ['a bare file name', malhotra, 'http://api.test/media/dr-rohit-malhotra.jpg'],
    ['a full URL', chauhan, 'https://images.example.in/vikram.png'],
  ])('from %s resolves against the API media area, sized and lazy', (_case, doctor, src) => {
    const { container } = renderCard(doctor);
    const photo = photoOf(container);
    expect(photo).toHaveAttribute('src', src);
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('is the default portrait when the doctor has none', () => {
    const { container } = renderCard(qureshi);
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
    expect(within(card).getByRole('heading', { level: 3, name: 'Dr. Anita Sharma' })).toBeInTheDocument();
    expect(within(card).getAllByText('Cardiology')[0]).toBeVisible();
    expect(within(card).getByText('About Doctor')).toBeInTheDocument();
    expect(within(card).getByText(/Leads our 24 x 7 cath lab team/)).toBeInTheDocument();
    const book = within(card).getByRole('link', { name: 'Book Appointment with Dr. Anita Sharma' });
    expect(book).toHaveAttribute('href', '/appointment?doctor=1&department=1');
  });

  it("says 'No description available.' for a doctor without an about text", () => {
    renderCard(qureshi, { layout: 'reveal', action: 'getAppointment' });
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Appointment with Dr. Farhan Qureshi' })).toHaveAttribute(
      'href',
      '/appointment?doctor=4&department=6',
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
          <DoctorCard doctor={qureshi} />
        </ul>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
