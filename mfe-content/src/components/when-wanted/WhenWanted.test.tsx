import { lazy } from 'react';
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { WhenWanted } from './WhenWanted';

/** An IntersectionObserver the test drives: `reportVisible()` says the part came into view. */
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

const Part = () => <p>The live part</p>;

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
});

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * Renders `ui` while the server's HTML of part "lower" is in the document inside `container` (the
 * shell's copy, `data-server-page`, or the server's own region), gone after the first render.
 */
function renderOverServerHtml(container: [attribute: string, value: string], ui: ReactElement) {
  const wrapper = document.createElement('div');
  wrapper.setAttribute(...container);
  wrapper.innerHTML = '<div data-when-wanted="lower"><p>As the server wrote it</p></div>';
  document.body.append(wrapper);
  render(ui);
  wrapper.remove();
}

describe('WhenWanted', () => {
  it("renders its part into the server's HTML, marked by its name", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <WhenWanted part="lower">
        <Part />
      </WhenWanted>,
    );
    expect(container.querySelector('[data-when-wanted="lower"]')).toHaveTextContent('The live part');
  });

  it("keeps the server's HTML of its part in view until the part is wanted", async () => {
    // The shell keeps the server's page in the document until the live page's first render.
    renderOverServerHtml(
      ['data-server-page', ''],
      <WhenWanted part="lower" placeholderClassName="placeholder">
        <Part />
      </WhenWanted>,
    );
    expect(screen.getByText('As the server wrote it')).toBeVisible();
    expect(screen.queryByText('The live part')).toBeNull();
    act(() => reportVisible());
    expect(screen.getByText('The live part')).toBeVisible();
    // Hidden in the very commit that shows the part; out of the document after the next frame.
    expect(screen.getByText('As the server wrote it')).not.toBeVisible();
    await waitFor(() => expect(screen.queryByText('As the server wrote it')).toBeNull());
  });

  it("keeps the very element of the server's HTML while the part's code loads, then swaps it for the part", async () => {
    const code: { arrive?: (module: { default: typeof Part }) => void } = {};
    const SlowPart = lazy(() => new Promise<{ default: typeof Part }>((resolve) => (code.arrive = resolve)));
    renderOverServerHtml(
      ['data-server-page', ''],
      <WhenWanted part="lower">
        <SlowPart />
      </WhenWanted>,
    );
    const before = screen.getByText('As the server wrote it');
    act(() => reportVisible());
    // Wanted, its code still on the way: the same element, not one built anew.
    expect(screen.getByText('As the server wrote it')).toBe(before);
    await act(async () => code.arrive?.({ default: Part }));
    expect(screen.getByText('The live part')).toBeVisible();
    expect(screen.getByText('As the server wrote it')).not.toBeVisible();
    await waitFor(() => expect(screen.queryByText('As the server wrote it')).toBeNull());
  });

  it("reads the server's HTML from the server's page region when the live page replaces it in its first commit", () => {
    renderOverServerHtml(
      ['data-page-region', 'server'],
      <WhenWanted part="lower">
        <Part />
      </WhenWanted>,
    );
    expect(screen.getByText('As the server wrote it')).toBeVisible();
  });

  it('holds the place with an empty box on a page the server did not write', async () => {
    const { container } = render(
      <WhenWanted part="lower" placeholderClassName="placeholder">
        <Part />
      </WhenWanted>,
    );
    expect(container.querySelector('.placeholder')).toBeEmptyDOMElement();
    expect(screen.queryByText('The live part')).toBeNull();
    act(() => reportVisible());
    expect(screen.getByText('The live part')).toBeVisible();
    // The empty box no longer holds a place once the part is there (no shift, no gap).
    expect(container.querySelector('.placeholder')).not.toBeVisible();
    await waitFor(() => expect(container.querySelector('.placeholder')).toBeNull());
  });

  it("shows its loading element on a page the server did not write, until the part's code is in", async () => {
    const code: { arrive?: (module: { default: typeof Part }) => void } = {};
    const SlowPart = lazy(() => new Promise<{ default: typeof Part }>((resolve) => (code.arrive = resolve)));
    render(
      <WhenWanted part="lower" loading={<p role="status">Loading...</p>}>
        <SlowPart />
      </WhenWanted>,
    );
    act(() => reportVisible());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => code.arrive?.({ default: Part }));
    expect(screen.getByText('The live part')).toBeVisible();
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status', { hidden: true })).toBeNull());
  });
});
