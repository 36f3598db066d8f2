import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fixedMediaQueryList, renderWithProviders } from 'shared-ui/testing';
import { FOOTER_NEWS } from './footerContent';
import { footerMessages } from './footerMessages';
import { NEWS_TICKER_INTERVAL_MS, NewsTicker } from './NewsTicker';

const titles = FOOTER_NEWS.map((item) => footerMessages.en[item.title]);
const shownTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<NewsTicker />);
  return user;
};

describe('NewsTicker', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = matchMedia;
  });

  it('shows three fixed items and stays still until the visitor starts it', () => {
    setup();
    expect(titles).toHaveLength(3);
    expect(shownTitle()).toBe(titles[0]);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS * 3));
    expect(shownTitle()).toBe(titles[0]);
  });

  it('after Play advances every 4 seconds, cycling back to the first item', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^Play/ }));
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS - 1));
    expect(shownTitle()).toBe(titles[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(shownTitle()).toBe(titles[1]);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS));
    expect(shownTitle()).toBe(titles[2]);
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS));
    expect(shownTitle()).toBe(titles[0]);
  });

  it('can be paused again, and stepped by hand, each item labelled "n of 3"', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^Play/ }));
    await user.click(screen.getByRole('button', { name: /^Pause/ }));
    act(() => jest.advanceTimersByTime(NEWS_TICKER_INTERVAL_MS * 2));
    expect(shownTitle()).toBe(titles[0]);
    await user.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(shownTitle()).toBe(titles[1]);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous news item' }));
    await user.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(shownTitle()).toBe(titles[2]);
  });

  it('offers no Play under reduced motion, and can still be stepped', async () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, query.includes('prefers-reduced-motion'));
    const user = setup();
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(shownTitle()).toBe(titles[1]);
  });

  it('reads in Hindi when the visitor chose Hindi', async () => {
    jest.useRealTimers();
    const { container } = renderWithProviders(<NewsTicker />, { language: 'hi' });
    expect(await screen.findByRole('heading', { level: 2, name: 'नया क्या है' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
