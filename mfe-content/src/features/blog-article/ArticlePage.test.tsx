import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'shared-ui/router';
import { renderWithProviders } from 'shared-ui/testing';
import { POSTS, POST_TEXTS_EN } from '../../components/blog-posts';
import ArticlePage from './ArticlePage';
import { hasArticleBody } from './bodies';

// The body is fetched (a dynamic import) and read with React's use(): render inside an awaited act.
const renderArticle = (slug: string, language: 'en' | 'hi' = 'en') =>
  act(async () =>
    renderWithProviders(
      <Routes>
        <Route path="/blog/:articleSlug" element={<ArticlePage />} />
      </Routes>,
      { route: `/blog/${slug}`, language },
    ),
  );

describe('an article', () => {
  it.each(POSTS.map((post) => post.slug))('%s has its texts, its body and two pictures', (slug) => {
    expect(POST_TEXTS_EN[slug]?.title).toBeTruthy();
    expect(hasArticleBody(slug)).toBe(true);
  });

  it('reads as long-form: headings, reading time, review date, and links on to its service and booking pages', async () => {
    await renderArticle('diagnostic-tests-you-should-know');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Diagnostic Tests You Should Know About' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ min read$/)).toBeInTheDocument();
    // Reviewed on the day in its data; due again a year later (REVIEW_INTERVAL_MONTHS).
    const reviewed = screen.getByText('Page last reviewed:').closest('dl');
    expect(reviewed).toHaveTextContent('Page last reviewed:20 October 2025Next review due:20 October 2026');
    expect(within(reviewed as HTMLElement).getByText('20 October 2026')).toHaveAttribute('datetime', '2026-10-20');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(
      'How to prepare',
    );
    const related = screen.getByRole('complementary', { name: 'Where to go next' });
    expect(within(related).getByRole('link', { name: 'Full body health checkup packages' })).toHaveAttribute(
      'href',
      '/healthcheck',
    );
    expect(within(related).getByRole('link', { name: 'Book a lab test' })).toHaveAttribute('href', '/blood-test');
  });

  it('reads in Hindi when Hindi is chosen: title, facts and body', async () => {
    await renderArticle('diagnostic-tests-you-should-know', 'hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'जाँचें जिनके बारे में आपको जानना चाहिए' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'तैयारी कैसे करें' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ मिनट में पढ़ें$/)).toBeInTheDocument();
    expect(screen.getByText('पेज की पिछली समीक्षा:').closest('dl')).toHaveTextContent(
      'पेज की पिछली समीक्षा:20 अक्टूबर 2025अगली समीक्षा की तारीख़:20 अक्टूबर 2026',
    );
    expect(screen.queryByText(/not yet available in Hindi/)).not.toBeInTheDocument();
  });

  it('says so for an unknown article and leads back to the blog', async () => {
    await renderArticle('no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderArticle('air-pollution-and-your-lungs');
    await screen.findByText(/^\d+ min read$/);
    expect(await axe(container)).toHaveNoViolations();
  });
});
