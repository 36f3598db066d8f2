import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { BookingSummary } from 'contract';
import { fixtures, renderWithProviders } from 'shared-ui/testing';
import FoundBooking from './FoundBooking';
import type { FoundBookingProps } from './FoundBooking';

// The mock API's bookings: a doctor appointment with a time and a lab test at the lab.
const { doctorBooking, labBooking } = fixtures;

const props = (booking: BookingSummary): FoundBookingProps => ({
  booking,
  access: 'grant',
  focusHeading: false,
  confirming: false,
  cancelling: false,
  cancelError: null,
  onCancel: jest.fn(),
  onConfirm: jest.fn(),
  onKeep: jest.fn(),
  onMoved: jest.fn(),
});

const row = (slip: HTMLElement, label: string) =>
  within(slip).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FoundBooking: the slip', () => {
  afterEach(() => jest.restoreAllMocks());

  it("prints the found booking's slip, with its QR code drawn, and the slip follows a new time", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container, rerender } = renderWithProviders(<FoundBooking {...props(doctorBooking)} />);
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointment Slip' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print the slip' }));

    const slip = screen.getByRole('region', { name: 'Appointment Slip' });
    expect(await within(slip).findByRole('img', { name: 'QR code of the reference APT-000123' })).toBeVisible();
    expect(print).toHaveBeenCalledTimes(1);
    expect(row(slip, 'Doctor')).toBe('Dr. Anil Sharma');
    expect(row(slip, 'Time')).toBe('10:30 to 10:45');
    expect(row(slip, 'Where')).toBe('Room 12');
    // A look-up gives no patient's details, so the slip has no empty row for them.
    expect(within(slip).queryByText('Patient')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // Rescheduled: the same slip now has the new day and time, and prints again.
    rerender(
      <FoundBooking {...props({ ...doctorBooking, date: '2099-01-06', slot_start: '11:00', slot_end: '11:15' })} />,
    );
    expect(row(slip, 'Time')).toBe('11:00 to 11:15');
    expect(row(slip, 'Date')).toBe('Tuesday, 6 January 2099');
    await userEvent.click(screen.getByRole('button', { name: 'Print the slip' }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it("prints a lab test's slip, and a package's with its home visit, each with its calendar file", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = renderWithProviders(<FoundBooking {...props(labBooking)} />);
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print the slip' }));

    let slip = screen.getByRole('region', { name: 'Lab Test Slip' });
    expect(await within(slip).findByRole('img', { name: 'QR code of the reference LAB-000045' })).toBeVisible();
    expect(print).toHaveBeenCalledTimes(1);
    expect(row(slip, 'Test')).toBe('Thyroid Profile');
    expect(row(slip, 'Lab')).toBe('Central Laboratory');
    expect(row(slip, 'Date')).toBe('Tuesday, 6 January 2099');
    expect(slip).toHaveTextContent("at the lab's sample collection counter");
    unmount();

    renderWithProviders(
      <FoundBooking
        {...props({
          ...labBooking,
          test_name: 'Basic Health Check',
          lab_name: null,
          collection: 'home',
          collection_window: '07-09',
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print the slip' }));
    slip = screen.getByRole('region', { name: 'Lab Test Slip' });
    await within(slip).findByRole('img');
    expect(row(slip, 'Package')).toBe('Basic Health Check');
    expect(within(slip).queryByText('Lab', { selector: 'dt' })).not.toBeInTheDocument();
    expect(row(slip, 'Where')).toMatch(/home/i);
    expect(slip).toHaveTextContent('Our staff will come to your address in this time window');
  });

  it('offers neither for a cancelled booking', () => {
    renderWithProviders(
      <FoundBooking
        {...props({ ...doctorBooking, status: 'cancelled', cancelled_at: '2098-12-30T10:00:00Z', can_cancel: false })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Print the slip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page', async () => {
    renderWithProviders(<FoundBooking {...props(doctorBooking)} />, { language: 'hi' });
    expect(await screen.findByRole('button', { name: 'बुकिंग की पर्ची छापें' })).toBeInTheDocument();
  });
});
