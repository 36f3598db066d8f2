import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { LanguageProvider } from 'shared-ui/i18n';
import { ResultDialog } from './ResultDialog';

function BookingForm({ tone = 'success' as 'success' | 'error' }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <ResultDialog open={open} tone={tone} onClose={() => setOpen(false)}>
        {tone === 'success' ? 'Your appointment submitted successfully!' : 'Something went wrong! Please try again.'}
      </ResultDialog>
    </main>
  );
}

describe('ResultDialog', () => {
  it('opens titled Success with focus on OK, reads out its message, and returns focus on OK', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveAccessibleDescription('Your appointment submitted successfully!');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();
  });

  it('is titled Error and closes from its close icon and on Escape, focus back on the opener', async () => {
    const user = userEvent.setup();
    render(<BookingForm tone="error" />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();

    await user.click(submit);
    // jsdom has no Escape handling for <dialog>: send the cancel event a browser sends (the kit page covers the key).
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('speaks Hindi when the page does', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider initialLanguage="hi">
        <BookingForm />
      </LanguageProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'सफल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ठीक है' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<BookingForm tone="error" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
