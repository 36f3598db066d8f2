import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function DialogHost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Submit</Button>
      <Dialog
        open={open}
        title="Success"
        tone="success"
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>OK</Button>}
      >
        Your appointment submitted successfully!
      </Dialog>
    </>
  );
}

/** A page whose dialog opens by itself (as the home pop-up does, on a timer), with nothing focused. */
function PageWithTimedDialog({ open }: { open: boolean }) {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <a href="/appointment">Book an appointment</a>
        <Dialog open={open} title="How can we help you today?" onClose={() => undefined}>
          Choose a way in.
        </Dialog>
      </main>
      <footer>
        <a href="/terms">Terms</a>
      </footer>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled dialog and returns focus when OK closes it', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const trigger = screen.getByRole('button', { name: 'Submit' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Your appointment submitted successfully!');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close icon and on Escape (the dialog cancel event)', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns focus to the start of the main content when it opened with nothing focused', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PageWithTimedDialog open={false} />);
    expect(document.body).toHaveFocus();
    rerender(<PageWithTimedDialog open />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<PageWithTimedDialog open={false} />);
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveFocus();
  });

  it('has no accessibility violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<DialogHost />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
