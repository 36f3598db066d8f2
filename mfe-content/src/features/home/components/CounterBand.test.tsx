import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fixedMediaQueryList, renderWithProviders } from 'shared-ui/testing';
import { COUNTER_DURATION_MS } from '../hooks/useCountUp';
import { CounterBand } from './CounterBand';

/** An IntersectionObserver the test drives: `scrollIntoView()` reports the band as visible. */
let reportVisible: () => void = () => undefined;
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    reportVisible = () =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const FIGURES: Array<[string, string]> = [
  ['Medical Experience', '16'],
  ['Total Doctors', '10'],
  ['Medical Workers', '50'],
  ['Happy Patients', '550'],
];

/** What a sighted visitor sees in the value of a counter. */
const shownValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.querySelector('[aria-hidden="true"]')?.textContent;
};

beforeEach(() => {
  jest.useFakeTimers();
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
});

describe('the counter band', () => {
  it('stays at 0 until it scrolls into view, then counts up to its figures over 2 seconds', () => {
    renderWithProviders(<CounterBand />);
    act(() => jest.advanceTimersByTime(5000));
    for (const [label] of FIGURES) expect(shownValue(label)).toBe('0');

    act(() => reportVisible());
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    const halfway = Number(shownValue('Happy Patients'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(550);

    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2 + 50));
    for (const [label, value] of FIGURES) expect(shownValue(label)).toBe(value);
  });

  it('gives screen readers the final figures from the start', () => {
    renderWithProviders(<CounterBand />);
    for (const [label, value] of FIGURES) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.querySelector('.visually-hidden')).toHaveTextContent(new RegExp(`^${value}$`));
    }
  });

  it('shows the final figures at once under reduced motion', () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, query.includes('prefers-reduced-motion'));
    renderWithProviders(<CounterBand />);
    for (const [label, value] of FIGURES) expect(shownValue(label)).toBe(value);
  });

  it('has no accessibility violations', async () => {
    jest.useRealTimers();
    const { container } = renderWithProviders(<CounterBand />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
