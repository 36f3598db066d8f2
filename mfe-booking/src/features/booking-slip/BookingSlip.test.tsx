import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import { BookingSlip } from './BookingSlip';
import type { SlipBooking } from './BookingSlip';

const booking: SlipBooking = {
  reference: 'APT-7K3QD-M9X21',
  patient_name: 'Meena Gupta',
  date: '2026-12-03',
  mode: 'OFF',
  slot_start: '10:30',
  slot_end: '10:45',
  room: 'Room 12',
  doctor_name: 'Dr. Anita Sharma',
  department_name: 'Cardiology',
};

const row = (slip: HTMLElement, label: string) =>
  within(slip).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BookingSlip', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the hospital, the booking and its reference in type and as a QR code', async () => {
    const { container } = renderWithProviders(<BookingSlip booking={booking} />);

    const slip = screen.getByRole('region', { name: 'Appointment Slip' });
    expect(within(slip).getByText('Aravali Care Hospital')).toBeInTheDocument();
    expect(within(slip).getByText(/Mathura Road, Faridabad/)).toBeInTheDocument();
    expect(within(slip).getByText('APT-7K3QD-M9X21')).toBeInTheDocument();
    expect(row(slip, 'Patient')).toBe('Meena Gupta');
    expect(row(slip, 'Doctor')).toBe('Dr. Anita Sharma');
    expect(row(slip, 'Department')).toBe('Cardiology');
    expect(row(slip, 'Date')).toBe('Thursday, 3 December 2026');
    expect(row(slip, 'Time')).toBe('10:30 to 10:45');
    expect(row(slip, 'Where')).toBe('Room 12');
    const qr = await within(slip).findByRole('img', { name: 'QR code of the reference APT-7K3QD-M9X21' });
    // A drawn code: the outline of many modules, not an empty box.
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(200);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says Online for a video consultation, and how it is joined instead of the OPD counter', async () => {
    renderWithProviders(<BookingSlip booking={{ ...booking, mode: 'ON', room: null }} />);

    const slip = screen.getByRole('region');
    expect(row(slip, 'Where')).toBe('Online (video consultation)');
    expect(slip).toHaveTextContent(
      'Before your time, our front desk will call you on the phone number you gave, with how to join the video consultation.',
    );
    expect(slip).not.toHaveTextContent(/OPD|counter|arrive/);
    expect(await screen.findByRole('img')).toBeVisible();
  });

  it('sends a patient in person to the OPD counter, 15 minutes early', () => {
    renderWithProviders(<BookingSlip booking={booking} />);

    expect(screen.getByRole('region')).toHaveTextContent(
      'Please arrive 15 minutes early. Show this slip, printed or on your phone, at the OPD registration counter.',
    );
  });

  it("prints with the browser's print dialog", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<BookingSlip booking={booking} />);

    await userEvent.click(screen.getByRole('button', { name: 'Print Slip' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('img')).toBeVisible();
  });

  it('speaks Hindi on a Hindi page', async () => {
    renderWithProviders(<BookingSlip booking={booking} />, { language: 'hi' });

    const slip = await screen.findByRole('region', { name: 'अपॉइंटमेंट पर्ची' });
    expect(row(slip, 'समय')).toBe('10:30 से 10:45');
    expect(within(slip).getByRole('button', { name: 'पर्ची छापें' })).toBeInTheDocument();
    expect(slip).toHaveTextContent('ओपीडी पंजीकरण काउंटर');
    expect(await within(slip).findByRole('img', { name: 'संदर्भ संख्या APT-7K3QD-M9X21 का QR कोड' })).toBeVisible();
  });
});
