import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, LanguageSwitch } from 'shared-ui/i18n';
import { defineContent } from './defineContent';
import { useContent } from './useContent';

interface Prose {
  title: string;
  paragraphs: string[];
}

const loadHindi = jest.fn(async () => ({ default: { title: 'नमस्ते', paragraphs: ['पहला अनुच्छेद'] } }));
const prose = defineContent<Prose>({ en: { title: 'Hello', paragraphs: ['First paragraph'] }, hi: loadHindi });

function Article() {
  const content = useContent(prose);
  return (
    <article>
      <h1>{content.title}</h1>
      {content.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  );
}

beforeEach(() => window.localStorage.clear());

describe('useContent', () => {
  it('shows English without fetching Hindi, and Hindi once the visitor chooses it', async () => {
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

  it('stays in English when the Hindi content fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = defineContent<Prose>({
      en: { title: 'Hello', paragraphs: [] },
      hi: () => Promise.reject(new Error('ChunkLoadError')),
    });
    function Failing() {
      return <h1>{useContent(failing).title}</h1>;
    }
    render(
      <LanguageProvider initialLanguage="hi">
        <Failing />
      </LanguageProvider>,
    );
    await expect(failing.loadHindi()).resolves.toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Hindi content could not be loaded:', 'ChunkLoadError');
  });
});
