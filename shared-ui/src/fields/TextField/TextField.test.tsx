import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { LanguageProvider } from 'shared-ui/i18n';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField name="email" label="Email" value={value} onChange={setValue} {...props} />;
}

describe('TextField and TextAreaField', () => {
  it('tie the label, hint and inline error to the input, marking it invalid only with an error', () => {
    const { rerender } = render(<Controlled hint="We send the confirmation here" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('We send the confirmation here');
    rerender(<Controlled hint="We send the confirmation here" error="Please enter a valid email address" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the confirmation here Please enter a valid email address');
  });

  it('give each type the keyboard and autofill it needs', () => {
    render(
      <>
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" maxLength={10} />
        <TextField name="age" label="Age" type="number" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '10');
    const age = screen.getByRole('textbox', { name: 'Age' });
    expect(age).toHaveAttribute('type', 'text');
    expect(age).toHaveAttribute('inputmode', 'numeric');
  });

  it('offer a clear button only while there is text, which empties the field and returns to it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <Controlled clearable />
        <TextAreaField name="address" label="Address" clearable value="Sector 16" onChange={onChange} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Clear Email' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Clear Email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear Address' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('name the clear button in Hindi when the page is in Hindi', async () => {
    render(
      <LanguageProvider initialLanguage="hi">
        <TextField name="name" label="नाम" clearable value="आशा" onChange={() => undefined} />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('button', { name: 'नाम साफ़ करें' })).toBeInTheDocument();
  });

  it('have no accessibility violations: default, with an error, disabled', async () => {
    const { container } = render(
      <main>
        <Controlled />
        <Controlled name="email2" label="Work email" error="Please enter a valid email address" />
        <TextField name="ref" label="Reference" value="APT-000123" disabled />
        <TextAreaField name="message" label="Message" hint="Optional" value="" onChange={() => undefined} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
