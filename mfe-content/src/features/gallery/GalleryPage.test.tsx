import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import GalleryPage from './GalleryPage';

const FILTERS = ['ALL', 'HOME CARE', 'DIABETES SOLUTION', 'BARIATRIC SURGERY', 'DENTAL MEDICINE'];
const pictures = () => within(screen.getByRole('region', { name: 'Image Gallery' })).getAllByRole('figure');

describe('the gallery', () => {
  it('starts on ALL: seven pictures, each MEMORIES / Together For Better Health', () => {
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    const group = screen.getByRole('group', { name: 'Show pictures of' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(FILTERS);
    expect(screen.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');
    expect(pictures()).toHaveLength(7);
    for (const figure of pictures()) {
      expect(figure).toHaveTextContent('MEMORIES');
      expect(figure).toHaveTextContent('Together For Better Health');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Showing 7 of 7 pictures');
  });

  it('names every picture as an illustration, in a caption under it', () => {
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    const captions = pictures().map((figure) => figure.querySelector('figcaption')?.textContent);
    expect(captions).toHaveLength(7);
    for (const caption of captions) expect(caption).toMatch(/^Illustration: /);
  });

  it.each([
    ['HOME CARE', 2],
    ['DIABETES SOLUTION', 2],
    ['BARIATRIC SURGERY', 1],
    ['DENTAL MEDICINE', 2],
    ['ALL', 7],
  ])('%s shows %i, marked pressed and the others not', async (filter, count) => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await user.click(screen.getByRole('button', { name: filter === 'ALL' ? 'DENTAL MEDICINE' : 'ALL' }));
    await user.click(screen.getByRole('button', { name: filter }));
    expect(pictures()).toHaveLength(count);
    for (const name of FILTERS) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', String(name === filter));
    }
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${count} of 7 pictures`);
  });

  it("gives each picture a link to its care's page and an expand button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    await user.click(screen.getByRole('button', { name: 'BARIATRIC SURGERY' }));
    const [figure] = pictures();
    expect(within(figure as HTMLElement).getByRole('link', { name: 'Read about BARIATRIC SURGERY' })).toHaveAttribute(
      'href',
      '/services/bariatric-surgery',
    );
    expect(
      within(figure as HTMLElement).getByRole('button', { name: 'View larger: MEMORIES, picture 1 of 1' }),
    ).toBeInTheDocument();
  });

  it('loads the viewer on the first open, shows the picture in a dialog, and returns focus on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    const expand = screen.getByRole('button', { name: 'View larger: MEMORIES, picture 2 of 7' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(expand);
    const dialog = await screen.findByRole('dialog', { name: 'Picture viewer' });
    expect(within(dialog).getAllByRole('img', { name: /laboratory bench/ }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close the picture viewer' }));
    // The viewer fades out before it unmounts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(expand).toHaveFocus();
  });

  it('has no accessibility violations, on ALL and filtered', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<GalleryPage />, { route: '/gallery' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'DENTAL MEDICINE' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
