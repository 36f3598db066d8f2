import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { DateField } from './DateField';

afterEach(() => {
  jest.useRealTimers();
});

const dateInput = (container: HTMLElement) => container.querySelector('input[type="date"]') as HTMLInputElement;

describe('DateField', () => {
  it("allows from today in Faridabad to the booking horizon, whatever the visitor's clock zone", () => {
    // 20:00 UTC on 31 August is already 1 September in Kolkata.
    jest.useFakeTimers({ now: new Date('2026-08-31T20:00:00Z') });
    const { container } = render(<DateField name="date" label="Date" value="" onChange={() => undefined} />);
    expect(dateInput(container)).toHaveAttribute('min', '2026-09-01');
    expect(dateInput(container)).toHaveAttribute('max', '2027-03-01');
    expect(screen.getByLabelText('Date')).toBe(dateInput(container));
  });

  it('takes other limits, or none', () => {
    const { container, rerender } = render(<DateField name="date" label="Date" min="2026-01-01" max="2026-01-31" />);
    expect(dateInput(container)).toHaveAttribute('min', '2026-01-01');
    expect(dateInput(container)).toHaveAttribute('max', '2026-01-31');
    rerender(<DateField name="date" label="Date" min={null} max={null} />);
    expect(dateInput(container)).not.toHaveAttribute('min');
    expect(dateInput(container)).not.toHaveAttribute('max');
  });

  it('has no accessibility violations with an error', async () => {
    const { container } = render(
      <DateField name="date" label="Date" value="" onChange={() => undefined} error="Date is required" required />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
