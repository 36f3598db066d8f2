import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const MODES = [
  { value: 'ON', label: 'Online' },
  { value: 'OFF', label: 'Offline', hint: 'At the hospital in Sector 16' },
];

function Mode({ error }: { error?: string }) {
  const [mode, setMode] = useState('');
  return (
    <RadioGroup
      name="mode"
      label="Mode"
      options={MODES}
      value={mode}
      onChange={setMode}
      error={error}
      inline
      required
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, described by its error, with one choice at a time', async () => {
    const user = userEvent.setup();
    render(<Mode error="Please choose Online or Offline" />);
    const group = screen.getByRole('group', { name: /Mode/ });
    expect(group).toHaveAccessibleDescription('Please choose Online or Offline');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('radio', { name: 'Offline' }));
    expect(screen.getByRole('radio', { name: 'Offline' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Offline' })).toHaveAccessibleDescription('At the hospital in Sector 16');
  });

  it('has no accessibility violations, with and without an error', async () => {
    const { container } = render(
      <main>
        <Mode />
        <Mode error="Please choose Online or Offline" />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
