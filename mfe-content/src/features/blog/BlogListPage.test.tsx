import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'shared-ui/router';
import { renderWithProviders } from 'shared-ui/testing';
import { BLOG_TAGS } from '../../components/blog-posts';
import BlogListPage from './BlogListPage';

const renderBlog = (route = '/blog') =>
  renderWithProviders(
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
    </Routes>,
    { route },
  );
const posts = () => within(screen.getByRole('region', { name: 'Articles' })).getAllByRole('article');

beforeEach(() => {
  // The sidebar's Popular Services comes from another remote, which a unit test does not run.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the blog list', () => {
  it('shows four posts, each with its 01/02 pictures, facts, excerpt and Read More to its article', () => {
    renderBlog();
    expect(posts()).toHaveLength(4);
    const [first] = posts();
    const card = within(first as HTMLElement);
    expect(card.getByRole('heading', { level: 2, name: 'Diagnostic Tests You Should Know About' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^01, Go to slide 1/ })).toHaveAttribute('aria-current', 'true');
    expect(card.getByRole('button', { name: /^02, Go to slide 2/ })).toBeInTheDocument();
    expect(card.getByText('6 October 2025')).toBeInTheDocument();
    expect(card.getByText('By Aravali Care Editorial Team')).toBeInTheDocument();
    expect(card.getByText('Faridabad')).toBeInTheDocument();
    // Nobody can comment, so no count says they have not.
    expect(card.queryByText(/Comment/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/blog/diagnostic-tests-you-should-know',
    );
    const pagination = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pagination).getByText('1')).toHaveAttribute('aria-current', 'page');
  });

  it('switches a card’s picture with 02 and back with 01', async () => {
    const user = userEvent.setup();
    renderBlog();
    const card = within(posts()[1] as HTMLElement);
    await user.click(card.getByRole('button', { name: /^02/ }));
    expect(card.getByRole('button', { name: /^02/ })).toHaveAttribute('aria-current', 'true');
    expect(card.getByRole('button', { name: /^01/ })).not.toHaveAttribute('aria-current');
  });

  it('lists every tag, each leading to the posts that carry it, kept in the address', async () => {
    const user = userEvent.setup();
    renderBlog();
    const tags = within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('link');
    expect(tags).toHaveLength(BLOG_TAGS.length);
    for (const [index, tag] of BLOG_TAGS.entries()) {
      expect(tags[index]).toHaveAttribute('href', `/blog?tag=${tag}`);
      expect(tags[index]?.textContent).toMatch(new RegExp(`^${tag} \\([1-9]\\d*\\)$`));
    }
    await user.click(screen.getByRole('link', { name: /^urology/ }));
    expect(posts()).toHaveLength(1);
    expect(screen.getByText('Articles tagged “urology”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^urology/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Show all articles' }));
    expect(posts()).toHaveLength(4);
  });

  it('opens filtered from the address, and shows every post for an unknown tag', () => {
    const { unmount } = renderBlog('/blog?tag=care');
    expect(posts()).toHaveLength(3);
    unmount();
    renderBlog('/blog?tag=nonsense');
    expect(posts()).toHaveLength(4);
  });

  it('has four gallery pictures and recent posts in the sidebar, and no accessibility violations', async () => {
    const { container } = renderBlog();
    const gallery = screen.getByRole('region', { name: 'From our gallery' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Recent Posts' })).getAllByRole('link')).toHaveLength(4);
    expect(await axe(container)).toHaveNoViolations();
  });
});
