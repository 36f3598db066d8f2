import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SelectField } from './SelectField';

const doctors = [
  { value: '1', label: 'Dr. Anil Sharma' },
  { value: '2', label: 'Dr. Meera Rao' },
];

describe('SelectField', () => {
  it('offers its options after a placeholder and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SelectField
        name="doctor"
        label="Doctor"
        placeholder="Select a doctor"
        options={doctors}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Doctor' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a doctor',
      'Dr. Anil Sharma',
      'Dr. Meera Rao',
    ]);
    await user.selectOptions(select, 'Dr. Meera Rao');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('says it is loading, or that there is nothing to choose, in a disabled select', () => {
    const { rerender } = render(<SelectField name="doctor" label="Doctor" options={[]} status="loading" />);
    const select = screen.getByRole('combobox', { name: 'Doctor' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveDisplayValue('Loading...');
    rerender(<SelectField name="doctor" label="Doctor" options={[]} emptyText="No doctors in this department" />);
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('No doctors in this department');
  });

  it('shows a failed list in place of the select, with Retry', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(
      <SelectField
        name="lab"
        label="Lab"
        options={[]}
        status="error"
        loadError="Error: API error 500"
        onRetry={retry}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: API error 500');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('lists options that name a group under that <optgroup>, in their order', () => {
    render(
      <SelectField
        name="package"
        label="Package"
        options={[
          { value: '1', label: 'Basic', group: 'Health checks' },
          { value: '2', label: 'Executive', group: 'Health checks' },
          { value: '3', label: 'Nursing visit', group: 'Home care' },
        ]}
      />,
    );
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Health checks', 'Home care']);
    expect(groups.map((group) => group.textContent)).toEqual(['BasicExecutive', 'Nursing visit']);
  });

  it('has no accessibility violations in each state', async () => {
    const { container } = render(
      <main>
        <SelectField name="a" label="Department" options={doctors} value="1" onChange={() => undefined} clearable />
        <SelectField name="b" label="Doctor" options={doctors} error="Please choose a doctor" />
        <SelectField name="c" label="Lab" options={[]} status="loading" />
        <SelectField name="d" label="Test" options={[]} />
        <SelectField name="e" label="Clinic" options={[]} status="error" onRetry={() => undefined} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
