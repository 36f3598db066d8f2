import { act, render, screen } from '@testing-library/react';
import { HOSPITAL } from 'contract/hospital';
import { Splash } from './Splash';
import { SPLASH_DURATION_MS, SPLASH_SEEN_KEY, useSplash } from './useSplash';

function SplashHost() {
  return useSplash() ? <Splash /> : <p>Site</p>;
}

describe('splash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows for 2 seconds on the first load, announced politely', () => {
    render(<SplashHost />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(`Welcome to ${HOSPITAL.name}`);
    act(() => jest.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Site')).toBeInTheDocument();
  });

  it('does not show again later in the same visit', () => {
    const first = render(<SplashHost />);
    act(() => jest.advanceTimersByTime(SPLASH_DURATION_MS));
    first.unmount();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    render(<SplashHost />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("takes over the splash the page's start script began, for the time it has left", () => {
    // The start script began it 1.5 s before the live layout renders, and remembered the visit.
    document.documentElement.setAttribute('data-splash', String(Date.now()));
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    act(() => jest.advanceTimersByTime(1500));
    render(<SplashHost />);
    expect(screen.getByRole('status')).toHaveTextContent(`Welcome to ${HOSPITAL.name}`);
    act(() => jest.advanceTimersByTime(SPLASH_DURATION_MS - 1500 - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-splash')).toBe(false);
  });
});
