import { act, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { HOSPITAL } from 'contract/hospital';
import { apiPath, fixedMediaQueryList, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
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

const api = setupMockApi();

/** True together (issue 17): the years since opening, the doctors listed, the hospital's own two. */
const FIGURES: Array<[string, string]> = [
  ['Years Serving Faridabad', String(new Date().getFullYear() - HOSPITAL.since)],
  ['Total Doctors', String(fixtures.doctors.length)],
  ['Medical Workers', '50'],
  ['Happy Patients', '550'],
];

/** The band once the doctors' list has answered. */
async function renderLoaded() {
  renderWithProviders(<CounterBand />);
  await waitFor(() =>
    expect(screen.getByText('Total Doctors', { selector: 'dt' }).nextElementSibling).not.toHaveTextContent('–'),
  );
}

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
  it('stays at 0 until it scrolls into view, then counts up to its figures over 2 seconds', async () => {
    await renderLoaded();
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

  it('gives screen readers the final figures from the start', async () => {
    await renderLoaded();
    for (const [label, value] of FIGURES) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.querySelector('.visually-hidden')).toHaveTextContent(new RegExp(`^${value}$`));
    }
  });

  it('shows the final figures at once under reduced motion', async () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, query.includes('prefers-reduced-motion'));
    await renderLoaded();
    for (const [label, value] of FIGURES) expect(shownValue(label)).toBe(value);
  });

  it('shows a dash, not a false number, for the doctors when their list fails', async () => {
    api.use(http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    renderWithProviders(<CounterBand />);
    const doctors = screen.getByText('Total Doctors', { selector: 'dt' }).nextElementSibling;
    act(() => reportVisible());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(COUNTER_DURATION_MS + 50);
    });
    expect(doctors).toHaveTextContent(/^–$/);
    expect(shownValue('Happy Patients')).toBe('550');
  });

  it('has no accessibility violations', async () => {
    jest.useRealTimers();
    await renderLoaded();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
