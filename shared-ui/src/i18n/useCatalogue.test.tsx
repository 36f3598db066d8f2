import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineCatalogue } from './defineCatalogue';
import { defineMessages } from './defineMessages';
import { LanguageProvider } from './LanguageProvider/LanguageProvider';
import { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
import { useCatalogue } from './useCatalogue';
import { useMessages } from './useMessages';

interface Prose {
  title: string;
  paragraphs: readonly string[];
}

beforeEach(() => window.localStorage.clear());

describe('useCatalogue', () => {
  it('shows English without fetching Hindi, and Hindi once the visitor chooses it', async () => {
    const loadHindi = jest.fn(async () => ({ default: { title: 'नमस्ते', paragraphs: ['पहला अनुच्छेद'] } }));
    const prose = defineCatalogue<Prose>({ en: { title: 'Hello', paragraphs: ['First paragraph'] }, hi: loadHindi });
    function Article() {
      const content = useCatalogue(prose);
      return (
        <article>
          <h1>{content.title}</h1>
          {content.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </article>
      );
    }
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <LanguageSwitch />
        <Article />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(loadHindi).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'नमस्ते' })).toBeInTheDocument();
    expect(screen.getByText('पहला अनुच्छेद')).toBeInTheDocument();
    expect(loadHindi).toHaveBeenCalledTimes(1);
  });

  it('stays in English when the Hindi fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = defineCatalogue<Prose>({
      en: { title: 'Hello', paragraphs: [] },
      hi: () => Promise.reject(new Error('ChunkLoadError')),
    });
    function Failing() {
      return <h1>{useCatalogue(failing).title}</h1>;
    }
    render(
      <LanguageProvider initialLanguage="hi">
        <Failing />
      </LanguageProvider>,
    );
    await expect(failing.loadHindi()).resolves.toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Hindi texts could not be loaded:', 'ChunkLoadError');
  });

  it('refuses, at type-check time, Hindi content missing a part of the English', () => {
    const en: Prose = { title: 'Hello', paragraphs: [] };
    // @ts-expect-error `paragraphs` is missing
    defineCatalogue<Prose>({ en, hi: async () => ({ default: { title: 'नमस्ते' } }) });
    expect(
      defineCatalogue<Prose>({ en, hi: async () => ({ default: { title: 'नमस्ते', paragraphs: [] } }) }).en.title,
    ).toBe('Hello');
  });
});

describe('useMessages with plural forms', () => {
  const messages = defineMessages({
    en: { comments: { one: '{count} Comment', other: '{count} Comments' } },
    hi: async () => ({ default: { comments: { one: '{count} टिप्पणी', other: '{count} टिप्पणियाँ' } } }),
  });
  function Counts() {
    const t = useMessages(messages);
    return (
      <ul>
        {[0, 1, 2].map((count) => (
          <li key={count}>{t('comments', { count })}</li>
        ))}
      </ul>
    );
  }

  it('says "1 Comment" and "0 Comments" in English, "0 टिप्पणी" and "2 टिप्पणियाँ" in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <LanguageSwitch />
        <Counts />
      </LanguageProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 Comments',
      '1 Comment',
      '2 Comments',
    ]);
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText('2 टिप्पणियाँ')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 टिप्पणी',
      '1 टिप्पणी',
      '2 टिप्पणियाँ',
    ]);
  });
});
