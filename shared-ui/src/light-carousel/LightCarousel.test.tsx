import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fixedMediaQueryList, renderWithProviders } from 'shared-ui/testing';
import { LightCarousel } from './LightCarousel';

const slides = () =>
  screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const current = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LightCarousel', () => {
  it('labels its slides, moves with its dots (labelled 01 and 02) and locks during a move', () => {
    renderWithProviders(
      <LightCarousel label="Pictures" effect="fade" arrows={false} dotLabels={['01', '02']} transitionMs={500}>
        <p>First</p>
        <p>Second</p>
      </LightCarousel>,
    );
    expect(screen.getByRole('region', { name: 'Pictures' })).toBeInTheDocument();
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '02, Go to slide 2' }));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: '02, Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: '01, Go to slide 1' }));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: '01, Go to slide 1' }));
    expect(current()).toBe(0);
  });

  it('moves one slide on a horizontal swipe, and not on a tap', () => {
    renderWithProviders(
      <LightCarousel label="Pictures">
        <p>First</p>
        <p>Second</p>
      </LightCarousel>,
    );
    const viewport = slides()[0]?.parentElement?.parentElement as HTMLElement;
    // jsdom's pointer events carry no coordinates: touch events built from mouse events do.
    const touch = (type: 'pointerdown' | 'pointerup', clientX: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX });
      Object.defineProperty(event, 'pointerType', { value: 'touch' });
      fireEvent(viewport, event);
    };
    touch('pointerdown', 200);
    touch('pointerup', 190);
    expect(current()).toBe(0);
    touch('pointerdown', 200);
    touch('pointerup', 100);
    expect(current()).toBe(1);
  });

  // The home hero on a phone: the browser journey sees it move once; here the exact mechanics.
  it('moves on every delay, wraps from the last slide to the first, and stays put once paused', () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
    renderWithProviders(
      <LightCarousel label="Welcome" arrows={false} autoplay={{ delay: 5000 }}>
        <p>First</p>
        <p>Second</p>
      </LightCarousel>,
    );
    advance(4999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(4999);
    expect(current()).toBe(1);
    advance(1);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    advance(20_000);
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play automatic slide show' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    jest.useRealTimers();
    const { container } = renderWithProviders(
      <main>
        <LightCarousel label="Pictures" autoplay={{ delay: 5000 }}>
          <p>First</p>
          <p>Second</p>
        </LightCarousel>
      </main>,
    );
    expect(within(container).getByRole('button', { name: 'Pause automatic slide show' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
