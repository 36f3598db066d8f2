import { act, render, screen, within } from '@testing-library/react';
import { HOSPITAL } from 'contract/hospital';
import { Splash } from './Splash';
import { SPLASH_START_SCRIPT } from './splashStart';
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

  it('lets the emergency numbers be tapped while it covers the header', () => {
    render(<SplashHost />);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(status).getByRole('link', { name: HOSPITAL.emergencyPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d+$/),
    );
  });

  it.each(['/emergency', '/hi/emergency', '/emergency/'])(
    'never shows on %s, and leaves the visit its splash',
    (path) => {
      window.history.pushState({}, '', path);
      try {
        render(<SplashHost />);
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
        // The start script in the server's page skips it there too.
        new Function(SPLASH_START_SCRIPT)();
        expect(document.documentElement.hasAttribute('data-splash')).toBe(false);
        expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
      } finally {
        window.history.pushState({}, '', '/');
      }
    },
  );

  it("shows elsewhere, also on a page whose address only starts like the Emergency page's", () => {
    window.history.pushState({}, '', '/emergency-care-tips');
    try {
      new Function(SPLASH_START_SCRIPT)();
      expect(document.documentElement.hasAttribute('data-splash')).toBe(true);
    } finally {
      document.documentElement.removeAttribute('data-splash');
      window.history.pushState({}, '', '/');
    }
  });
});
