import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LanguageProvider } from 'shared-ui/i18n';
import { fixedMediaQueryList } from '../testing';
import { useCarousel } from './useCarousel';
import type { UseCarouselOptions } from './useCarousel';

const NEWS = ['Free eye camp on Sunday', 'New MRI suite opens', 'Blood donation drive', 'Diabetes talk', 'Yoga week'];

/** A rotator built on the hook alone, as the footer's news ticker would be. */
function Rotator(options: Partial<UseCarouselOptions>) {
  const carousel = useCarousel({ count: NEWS.length, label: "What's New", ...options });
  return (
    <section {...carousel.regionProps}>
      {carousel.canAutoplay ? <button {...carousel.playButtonProps}>{carousel.playButtonText}</button> : null}
      <button {...carousel.previousButtonProps} />
      <button {...carousel.nextButtonProps} />
      <input aria-label="Search the news" />
      {NEWS.map((item, slide) => (
        <div key={item} {...carousel.getSlideProps(slide)} hidden={slide !== carousel.index}>
          {item}
        </div>
      ))}
      <div {...carousel.dotsGroupProps}>
        {NEWS.map((item, slide) => (
          <button key={item} {...carousel.getDotProps(slide)} />
        ))}
      </div>
      <p {...carousel.liveRegionProps} />
    </section>
  );
}

/** A carousel whose engine moves it twice in a row, as a fast swipe does. */
function Swiped() {
  const carousel = useCarousel({ count: 3, label: 'Gallery' });
  return (
    <>
      <button type="button" onClick={() => [2, 1].forEach(carousel.sync)}>
        Swipe twice
      </button>
      <p>{carousel.getSlideProps(carousel.index)['aria-label']}</p>
    </>
  );
}

const shownSlide = () => screen.getByRole('group', { name: /of 5$/ });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
});

afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });

describe('useCarousel', () => {
  it('labels the region, each slide "n of 5", each dot, and marks the current dot', () => {
    render(<Rotator />);
    expect(screen.getByRole('region', { name: "What's New" })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null, null, null]);
    expect(screen.getByRole('group', { name: 'Choose a slide' })).toContainElement(dots[0] as HTMLElement);
  });

  it('advances every delay, loops, and stops for good when the visitor presses Pause (WCAG 2.2.2)', async () => {
    const user = setup();
    render(<Rotator autoplay={{ delay: 3500 }} />);
    await wait(3499);
    expect(shownSlide()).toHaveTextContent(NEWS[0] as string);
    await wait(1);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    for (const _slide of [3, 4, 5, 1]) await wait(3500);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');

    await user.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    await user.unhover(screen.getByRole('region'));
    await wait(20_000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await user.click(screen.getByRole('button', { name: 'Play automatic slide show' }));
    expect(screen.getByRole('button', { name: 'Pause automatic slide show' })).toHaveTextContent('Pause');
    await user.unhover(screen.getByRole('region'));
    await wait(3500);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
  });

  it('goes on after the visitor moves it, with a full delay from their move', async () => {
    const user = setup();
    render(<Rotator autoplay={{ delay: 3500 }} />);
    await wait(3000);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.unhover(screen.getByRole('region'));
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    await wait(3000);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    await wait(500);
    expect(shownSlide()).toHaveAccessibleName('3 of 5');
  });

  it('stops after the visitor moves it when told to, and waits for Play when told to', async () => {
    const user = setup();
    const { unmount } = render(<Rotator autoplay={{ delay: 4000, stopOnInteraction: true }} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.unhover(screen.getByRole('region'));
    await wait(10_000);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    expect(screen.getByRole('button', { name: 'Play automatic slide show' })).toBeInTheDocument();
    unmount();

    render(<Rotator autoplay={{ delay: 4000, startPaused: true }} />);
    await wait(10_000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await user.click(screen.getByRole('button', { name: 'Play automatic slide show' }));
    await user.unhover(screen.getByRole('region'));
    await wait(4000);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
  });

  it('waits while the mouse rests on it', async () => {
    const user = setup();
    render(<Rotator autoplay={{ delay: 3500 }} />);
    await user.hover(screen.getByRole('region'));
    await wait(10_000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await user.unhover(screen.getByRole('region'));
    await wait(3500);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
  });

  it('never plays under prefers-reduced-motion, offers no Pause/Play, and moves without a lock', async () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, query.includes('reduce'));
    const user = setup();
    render(<Rotator autoplay={{ delay: 3500 }} />);
    await wait(20_000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveAccessibleName('3 of 5');
  });

  it('ignores presses while a transition runs, and takes them again once it is over', async () => {
    const user = setup();
    const onMove = jest.fn();
    render(<Rotator transitionMs={500} onMove={onMove} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    await wait(499);
    await user.click(next);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    await wait(1);
    await user.click(next);
    expect(shownSlide()).toHaveAccessibleName('3 of 5');
    expect(onMove.mock.calls).toEqual([
      [1, 'next'],
      [2, 'next'],
    ]);
  });

  it("goes where a dot says, announcing the visitor's moves politely", async () => {
    const user = setup();
    render(<Rotator />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(shownSlide()).toHaveAccessibleName('4 of 5');
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Slide 4 of 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the arrow keys, Home and End, but not while typing in a field inside', async () => {
    const user = setup();
    render(<Rotator />);
    screen.getByRole('button', { name: 'Go to slide 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    await wait(500);
    await user.keyboard('{End}');
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    await wait(500);
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await wait(500);
    await user.keyboard('{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    await wait(500);
    await user.keyboard('{Home}');
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await wait(500);
    await user.click(screen.getByRole('textbox', { name: 'Search the news' }));
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
  });

  it('follows a move its engine made (a swipe) without a lock', async () => {
    const user = setup();
    render(<Swiped />);
    await user.click(screen.getByRole('button', { name: 'Swipe twice' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('speaks Hindi when the page does', async () => {
    render(
      <LanguageProvider initialLanguage="hi">
        <Rotator autoplay={{ delay: 3500 }} />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('group', { name: '5 में से 1' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
    expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्लाइड शो रोकें' })).toHaveTextContent('रोकें');
  });

  it('has no accessibility violations', async () => {
    jest.useRealTimers();
    const { container } = render(
      <main>
        <Rotator autoplay={{ delay: 3500 }} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
