import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { FormField } from './FormField';

/** A custom control (as the lab test picker would be) inside the kit's field frame. */
function NameField({ error }: { error?: string }) {
  const [value, setValue] = useState('Asha');
  return (
    <FormField
      label="Patient name"
      name="patient_name"
      required
      hint="As on your Aadhaar card"
      error={error}
      onClear={value ? () => setValue('') : undefined}
    >
      {(control) => <input {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
    </FormField>
  );
}

describe('FormField', () => {
  it('labels its control and describes it with the hint and the error', () => {
    render(<NameField error="Patient name is required" />);
    const input = screen.getByRole('textbox', { name: /Patient name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your Aadhaar card Patient name is required');
  });

  it('clears the value with its clear button, which then goes away', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    await user.click(screen.getByRole('button', { name: 'Clear Patient name' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Patient name' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<NameField error="Patient name is required" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
