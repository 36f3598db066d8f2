import { useRef } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from 'shared-ui/testing';
import { POPUP_DELAY_MS, POPUP_SEEN_KEY, useWelcomePopup } from '../hooks/useWelcomePopup';
import { WelcomePopup } from './WelcomePopup';

/** The home page as far as the pop-up is concerned, optionally under the shell's splash (inert). */
function Home() {
  const page = useRef<HTMLDivElement>(null);
  const popup = useWelcomePopup(page);
  return (
    <div ref={page}>
      <h1>Home</h1>
      <WelcomePopup open={popup.open} onClose={popup.close} />
    </div>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'How can we help you today?' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the home pop-up', () => {
  it('opens 2 seconds after the page shows, with its three ways in, the 24/7 note, phone and website', () => {
    renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    const popup = within(dialog() as HTMLElement);
    expect(popup.getByRole('link', { name: 'Emergency' })).toHaveAttribute('href', '/emergency');
    expect(popup.getByRole('link', { name: 'Book Lab Test' })).toHaveAttribute('href', '/blood-test');
    expect(popup.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointment');
    expect(popup.getByText('Our emergency department is open 24/7.')).toBeInTheDocument();
    expect(popup.getByRole('link', { name: 'Call us: +91 129 400 0108' })).toHaveAttribute('href', 'tel:+911294000108');
    expect(popup.getByText('Website: www.aravalicarehospital.in')).toBeInTheDocument();
  });

  it('closes with its close button, and shows only once in a visit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS);
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBe('1');
    first.unmount();

    // Back to home later in the same visit.
    renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('never opens over the splash: it waits until the page is no longer inert, then 2 seconds more', async () => {
    const { container } = renderWithProviders(
      <div data-testid="app" inert>
        <Home />
      </div>,
    );
    advance(POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    // The shell drops `inert` when its splash goes; the page hears of it from a MutationObserver (a microtask).
    await act(async () => container.querySelector('[data-testid="app"]')?.removeAttribute('inert'));
    advance(POPUP_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('is not shown, nor counted as seen, if the visitor leaves home before 2 seconds', () => {
    const { unmount } = renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS / 2);
    unmount();
    advance(POPUP_DELAY_MS);
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });

  it('after Escape, the next Tab goes to the start of the page, not on to the footer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <main id="main-content" tabIndex={-1}>
          <a href="/contact">Contact</a>
          <Home />
        </main>
        <footer>
          <a href="/terms">Terms</a>
        </footer>
      </>,
    );
    advance(POPUP_DELAY_MS);
    // Escape is the dialog's cancel event.
    act(() => {
      dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
  });

  it('has no accessibility violations when open', async () => {
    const { container } = renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS);
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("never opens once the visitor has typed, tapped or scrolled, and never takes a field's focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const typing = renderWithProviders(
      <>
        <label>
          Search <input />
        </label>
        <Home />
      </>,
    );
    advance(POPUP_DELAY_MS / 2);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'cardiologist evening');
    advance(POPUP_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('cardiologist evening');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    typing.unmount();

    // Not used up: the next home of the visit may still show it, unless the visitor scrolls first.
    expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
    renderWithProviders(<Home />);
    advance(POPUP_DELAY_MS / 2);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    advance(POPUP_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open over a field that has focus when its time comes', () => {
    renderWithProviders(
      <>
        <input aria-label="Name" />
        <Home />
      </>,
    );
    screen.getByRole('textbox', { name: 'Name' }).focus();
    advance(POPUP_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
