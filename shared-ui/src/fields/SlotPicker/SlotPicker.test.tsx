import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { LanguageProvider } from 'shared-ui/i18n';
import { SlotPicker } from './SlotPicker';
import type { SlotPickerProps } from './SlotPicker';

const DAY = [
  { start: '10:00', available: false },
  { start: '10:15', available: true },
  { start: '10:30', available: true },
  { start: '10:45', available: false },
  { start: '11:00', available: true },
];

function Picker(props: Partial<SlotPickerProps>) {
  const [slot, setSlot] = useState('');
  return <SlotPicker name="slot_start" label="Time" slots={DAY} value={slot} onChange={setSlot} required {...props} />;
}

describe('SlotPicker', () => {
  it('names each time with whether it is free, and keeps booked times in view, marked and disabled', () => {
    render(<Picker />);
    const group = screen.getByRole('group', { name: /Time/ });
    expect(group).toHaveAccessibleDescription('Please arrive 15 minutes early.');
    expect(screen.getByRole('radio', { name: '10:15, available' })).toBeEnabled();
    const booked = screen.getByRole('radio', { name: '10:00, booked' });
    expect(booked).toBeDisabled();
    expect(booked.closest('label')).toHaveTextContent('10:00Booked');
    expect(screen.getAllByText('Booked')).toHaveLength(2);
  });

  it('moves between free times with the arrow keys, past booked ones', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('radio', { name: '10:15, available' }));
    expect(screen.getByRole('radio', { name: '10:15, available' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '10:30, available' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    // 10:45 is booked: the arrow skips it.
    expect(screen.getByRole('radio', { name: '11:00, available' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '11:00, available' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '10:15, available' })).not.toBeChecked();
  });

  it('reports the chosen time to the caller', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<SlotPicker name="slot_start" label="Time" slots={DAY} value="" onChange={(value) => chosen.push(value)} />);
    await user.click(screen.getByText('10:30'));
    expect(chosen).toEqual(['10:30']);
  });

  it('says what is happening when there are no times to show', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    const { rerender } = render(<Picker status="idle" />);
    expect(screen.getByRole('status')).toHaveTextContent('Choose a doctor and a date to see the free times.');
    rerender(<Picker status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the free times...');
    rerender(<Picker status="ready" slots={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No times are left on this day. Please choose another date.');
    rerender(<Picker status="ready" slots={[{ start: '09:00', available: false }]} />);
    expect(screen.getByRole('radio', { name: '09:00, booked' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No times are left on this day.');
    rerender(<Picker status="error" loadError="Error: API error 500" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: API error 500');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('for online consultations says how the patient joins, not to arrive early, in English and Hindi', async () => {
    const { unmount } = render(<Picker online hint="Consultation fee: ₹600 (online)." />);
    expect(screen.getByRole('group', { name: /Time/ })).toHaveAccessibleDescription(
      'Before your time, our front desk will call you with how to join the video consultation. Consultation fee: ₹600 (online).',
    );
    unmount();
    render(
      <LanguageProvider initialLanguage="hi">
        <Picker online />
      </LanguageProvider>,
    );
    const group = screen.getByRole('group', { name: /Time/ });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'आपके समय से पहले हमारा फ़्रंट डेस्क आपको फ़ोन करके बताएगा कि वीडियो परामर्श से कैसे जुड़ें।',
      ),
    );
    expect(group).not.toHaveAccessibleDescription(/15/);
  });

  it('is described by its error, and the first free time carries the id the error summary links to', () => {
    render(<Picker id="slot-field" error="Please choose a time" />);
    expect(screen.getByRole('group', { name: /Time/ })).toHaveAccessibleDescription(
      'Please arrive 15 minutes early. Please choose a time',
    );
    expect(document.getElementById('slot-field')).toBe(screen.getByRole('radio', { name: '10:15, available' }));
  });

  it('has no accessibility violations in any state', async () => {
    const { container } = render(
      <main>
        <Picker />
        <Picker error="Please choose a time" hint="Fee: ₹800." />
        <Picker status="loading" />
        <Picker status="error" onRetry={() => undefined} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
