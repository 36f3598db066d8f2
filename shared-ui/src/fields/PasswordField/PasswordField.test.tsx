import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { PasswordField } from './PasswordField';

/** The strength chunk, mocked: scores by length so each level is easy to reach, and counted. */
const scored: string[] = [];
let loads = 0;
jest.mock('./passwordStrength', () => {
  loads += 1;
  return {
    passwordScore: (password: string) => {
      scored.push(password);
      return Math.min(4, Math.floor(password.length / 4));
    },
  };
});

beforeEach(() => {
  scored.length = 0;
});

function Controlled({ autoComplete }: { autoComplete: 'new-password' | 'current-password' }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      name="password"
      label="Password"
      autoComplete={autoComplete}
      value={value}
      onChange={setValue}
      required
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until Show is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled autoComplete="current-password" />);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('loads no strength code before the field is used, then says the strength while typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled autoComplete="new-password" />);
    const input = screen.getByLabelText(/^Password/);
    expect(loads).toBe(0);
    expect(input).toHaveAccessibleDescription(/Use at least 8 characters/);
    await user.type(input, 'abcd');
    expect(await screen.findByText('Password strength: weak')).toBeInTheDocument();
    expect(loads).toBe(1);
    await user.type(input, 'efgh');
    expect(await screen.findByText('Password strength: fair')).toBeInTheDocument();
    await user.type(input, 'ijklmnop');
    expect(await screen.findByText('Password strength: strong')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Password strength: strong');
    expect(scored.at(-1)).toBe('abcdefghijklmnop');
  });

  it('shows no strength for a password being recalled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled autoComplete="current-password" />);
    await user.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    expect(scored).toEqual([]);
  });

  it('says it all in Hindi', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled autoComplete="new-password" />, { language: 'hi' });
    await user.type(screen.getByLabelText(/^Password/), 'abcdefghijkl');
    expect(await screen.findByText('पासवर्ड की मज़बूती: अच्छी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
  });

  it('has no accessibility violations while showing the strength', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Controlled autoComplete="new-password" />);
    await user.type(screen.getByLabelText(/^Password/), 'abcd');
    await waitFor(() => expect(screen.getByText('Password strength: weak')).toBeInTheDocument());
    expect(await axe(container)).toHaveNoViolations();
  });
});
