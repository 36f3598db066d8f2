import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextField } from '../TextField/TextField';
import { SubmitButton } from './SubmitButton';

function Form({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField name="name" label="Name" value="Asha" onChange={() => undefined} />
      <SubmitButton busy={busy} busyText="SENDING...">
        SEND MESSAGE
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('submits when idle', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy says so, stays focusable, and refuses clicks and Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form busy onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'SENDING...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(button).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no accessibility violations, idle and busy', async () => {
    const { container } = render(
      <main>
        <Form busy={false} onSubmit={() => undefined} />
        <Form busy onSubmit={() => undefined} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
