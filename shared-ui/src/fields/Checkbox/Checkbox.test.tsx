import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { ConsentCheckbox } from '../ConsentCheckbox/ConsentCheckbox';
import { Checkbox } from './Checkbox';

function Consent({ error }: { error?: string }) {
  const [agreed, setAgreed] = useState(false);
  return <ConsentCheckbox value={agreed} onChange={setAgreed} error={error} />;
}

describe('Checkbox and ConsentCheckbox', () => {
  it('start unticked and required, link the privacy notice in a new tab, and tick', async () => {
    const user = userEvent.setup();
    render(<Consent error="Please agree to the privacy notice to continue" />);
    const box = screen.getByRole('checkbox', { name: /I agree to the hospital using these details/ });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Read the privacy notice \(opens in a new tab\).*Please agree/);
    const link = screen.getByRole('link', { name: /Read the privacy notice/ });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('reports a plain checkbox as true or false', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox name="updates" label="Send me health tips" value={false} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Send me health tips' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('have no accessibility violations, with and without an error', async () => {
    const { container } = render(
      <main>
        <Consent />
        <Checkbox name="x" label="Send me health tips" error="Please tick this box" />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
