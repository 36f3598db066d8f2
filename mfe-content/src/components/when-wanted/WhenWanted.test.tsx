import { act, render, screen } from '@testing-library/react';
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

  it("keeps the server's HTML of its part in view until the part is wanted", () => {
    // The shell keeps the server's page in the document until the live page's first render.
    const served = document.createElement('div');
    served.setAttribute('data-server-page', '');
    served.innerHTML = '<div data-when-wanted="lower"><p>As the server wrote it</p></div>';
    document.body.append(served);
    render(
      <WhenWanted part="lower" placeholderClassName="placeholder">
        <Part />
      </WhenWanted>,
    );
    served.remove();
    expect(screen.getByText('As the server wrote it')).toBeVisible();
    expect(screen.queryByText('The live part')).toBeNull();
    act(() => reportVisible());
    expect(screen.getByText('The live part')).toBeVisible();
    expect(screen.queryByText('As the server wrote it')).toBeNull();
  });

  it('holds the place with an empty box on a page the server did not write', () => {
    const { container } = render(
      <WhenWanted part="lower" placeholderClassName="placeholder">
        <Part />
      </WhenWanted>,
    );
    expect(container.querySelector('.placeholder')).toBeEmptyDOMElement();
    expect(screen.queryByText('The live part')).toBeNull();
    act(() => reportVisible());
    expect(screen.getByText('The live part')).toBeVisible();
  });
});
