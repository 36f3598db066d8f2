import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LanguageProvider } from '../LanguageProvider/LanguageProvider';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('names each language in its own language and has no accessibility violations', async () => {
    const { container } = render(
      <LanguageProvider initialLanguage="en">
        <LanguageSwitch />
      </LanguageProvider>,
    );
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
    expect(await axe(container)).toHaveNoViolations();
  });
});
