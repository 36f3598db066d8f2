import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOOTER_NEWS } from './footerContent';
import { NewsTicker } from './NewsTicker';
import { NEWS_TICKER_INTERVAL_MS } from './useNewsTicker';

const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<NewsTicker />);
  return user;
};

describe('NewsTicker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows three fixed items and stays still until the visitor starts it', () => {
    setup();
    expect(FOOTER_NEWS).toHaveLength(3);
    expect(shownTitle()).toBe(FOOTER_NEWS[0].title);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS * 3));
    expect(shownTitle()).toBe(FOOTER_NEWS[0].title);
  });

  it('after a click advances every 4 seconds, cycling back to the first item', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Play news' }));
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS - 1));
    expect(shownTitle()).toBe(FOOTER_NEWS[0].title);
    act(() => jest.advanceTimersByTime(1));
    expect(shownTitle()).toBe(FOOTER_NEWS[1].title);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS));
    expect(shownTitle()).toBe(FOOTER_NEWS[2].title);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS));
    expect(shownTitle()).toBe(FOOTER_NEWS[0].title);
  });

  it('can be paused again, and stepped by hand', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Play news' }));
    const pause = screen.getByRole('button', { name: 'Pause news' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await user.click(pause);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS * 2));
    expect(shownTitle()).toBe(FOOTER_NEWS[0].title);
    await user.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(shownTitle()).toBe(FOOTER_NEWS[1].title);
    await user.click(screen.getByRole('button', { name: 'Previous news item' }));
    await user.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(shownTitle()).toBe(FOOTER_NEWS[2].title);
  });
});
