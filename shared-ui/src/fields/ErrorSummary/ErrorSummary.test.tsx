import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LanguageProvider } from 'shared-ui/i18n';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { SubmitButton } from '../SubmitButton/SubmitButton';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

/** A form of its own (no KitForm): it gives the summary its errors and counts failed submits. */
function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(0);
  const problems = email.includes('@')
    ? []
    : [
        { fieldId: 'news-email', message: 'Please enter a valid email address' },
        { fieldId: 'news-mode', message: 'Please choose how often' },
      ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) setFailed((count) => count + 1);
  };
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={failed > 0 ? problems : []} focusKey={failed} />
      <TextField id="news-email" name="email" label="Email" value={email} onChange={setEmail} />
      <RadioGroup id="news-mode" name="often" label="How often" options={[{ value: 'm', label: 'Monthly' }]} />
      <SubmitButton>Subscribe</SubmitButton>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('appears only after a failed submit, takes focus, and links each error to its field', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Please enter a valid email address', '#news-email'],
      ['Please choose how often', '#news-mode'],
    ]);
    await user.click(links[0] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Please choose how often' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
  });

  it('takes focus again on the next failed submit, and goes once all is well', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('link', { name: 'Please enter a valid email address' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is headed in Hindi when the page is', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider initialLanguage="hi">
        <NewsletterForm />
      </LanguageProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'कोई समस्या है' })).toBeInTheDocument();
  });

  it('has no accessibility violations while showing', async () => {
    const user = userEvent.setup();
    const { container } = render(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
