import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessages } from '../defineMessages';
import { LANGUAGE_STORAGE_KEY } from '../languages';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { useFormatters } from '../useFormatters';
import { useLanguage } from '../useLanguage';
import { useMessages } from '../useMessages';
import { LanguageProvider } from './LanguageProvider';

const loadHindi = jest.fn(async () => ({
  default: { welcome: 'नमस्ते {name}', price: 'शुल्क: {amount}' },
}));
const catalogue = defineMessages({
  en: { welcome: 'Welcome {name}', price: 'Fee: {amount}' },
  hi: loadHindi,
});

function Greeting() {
  const t = useMessages(catalogue);
  const { locale } = useLanguage();
  const format = useFormatters();
  return (
    <p data-locale={locale}>
      {t('welcome', { name: 'Asha' })} {t('price', { amount: format.rupees(1250) })}
    </p>
  );
}

const page = (initialLanguage?: 'en' | 'hi') => (
  <LanguageProvider initialLanguage={initialLanguage}>
    <LanguageSwitch />
    <Greeting />
  </LanguageProvider>
);

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

describe('LanguageProvider', () => {
  it('starts in English, marks the page en-IN and does not fetch the Hindi texts', () => {
    render(page());
    expect(screen.getByText('Welcome Asha Fee: ₹1,250')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(loadHindi).not.toHaveBeenCalled();
  });

  it('never starts in a remembered language: only the address or its caller chooses', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    render(page());
    expect(screen.getByText('Welcome Asha Fee: ₹1,250')).toHaveAttribute('data-locale', 'en-IN');
  });

  it('switches to Hindi: loads its texts once and marks the page hi-IN', async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText('नमस्ते Asha शुल्क: ₹1,250')).toHaveAttribute('data-locale', 'hi-IN');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Welcome Asha Fee: ₹1,250')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(screen.getByText('नमस्ते Asha शुल्क: ₹1,250')).toBeInTheDocument();
    expect(loadHindi).toHaveBeenCalledTimes(1);
  });

  it('reads English outside a provider, where switching is reported as a mistake', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <LanguageSwitch />
        <Greeting />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(screen.getByText('Welcome Asha Fee: ₹1,250')).toHaveAttribute('data-locale', 'en-IN');
    expect(error).toHaveBeenCalledWith('setLanguage needs a LanguageProvider around the page');
  });
});
