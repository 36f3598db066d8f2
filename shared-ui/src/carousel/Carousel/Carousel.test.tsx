import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fixedMediaQueryList } from '../../testing';
import { Carousel } from './Carousel';
import type { CarouselProps } from './Carousel';

const SERVICES = ['Cardiology', 'Neurology', 'Orthopaedics', 'Dental', 'Diabetes'];

/** The services carousel as the site sets it out. */
function ServicesCarousel(props: Partial<CarouselProps>) {
  return (
    <Carousel
      label="Our services"
      slidesPerView={{ base: 1.15, small: 1.25, medium: 1.5, tablet: 2, desktop: 3 }}
      gap={{ base: 15, small: 15, medium: 20, tablet: 20, desktop: 25 }}
      centered={{ base: true, tablet: false }}
      autoplay={{ delay: 3500 }}
      {...props}
    >
      {SERVICES.map((name) => (
        <article key={name}>
          <h3>{name}</h3>
        </article>
      ))}
    </Carousel>
  );
}

const slide = (name: string) => screen.getByRole('group', { name });
const currentDot = () => screen.getAllByRole('button', { name: /Go to slide/ }).find((dot) => dot.ariaCurrent);
const track = () => slide('1 of 5').parentElement as HTMLElement;
/** Embla writes its own transform on the track as it starts. */
const emblaArrived = () => waitFor(() => expect(track().style.transform).toMatch(/^translate3d/));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel of slides labelled "n of 5", with arrows, dots and a Pause control', () => {
    render(<ServicesCarousel />);
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide('2 of 5')).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide('2 of 5')).toContainElement(screen.getByRole('heading', { name: 'Neurology' }));
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Pause automatic slide show' })).toHaveTextContent('Pause');
  });

  // CSS gives the widths left out the value below them (the services carousel's layouts at each
  // width are measured in the browser, read/services-carousel.spec.ts).
  it('hands CSS the slides per view, gaps and centring of the widths it was given', () => {
    render(<ServicesCarousel />);
    const region = screen.getByRole('region');
    expect(region).toHaveStyle({
      '--per-view-base': '1.15',
      '--per-view-small': '1.25',
      '--per-view-medium': '1.5',
      '--per-view-tablet': '2',
      '--per-view-desktop': '3',
      '--gap-base': '15px',
      '--gap-medium': '20px',
      '--gap-desktop': '25px',
      // Centred up to the tablet, where the first slide sits at the start.
      '--centre-base': '1',
      '--centre-tablet': '0',
    });
    expect(region.style.getPropertyValue('--per-view-wide')).toBe('');
  });

  it('is one slide per view, uncentred, unless told otherwise', () => {
    render(
      <Carousel label="Welcome">
        <p key="a">First</p>
        <p key="b">Second</p>
      </Carousel>,
    );
    expect(screen.getByRole('region')).toHaveStyle({
      '--per-view-base': '1',
      '--gap-base': '0px',
      '--centre-base': '0',
    });
    expect(slide('2 of 2')).toHaveAttribute('inert');
  });

  it('advances every 3500 ms, keeps going after the visitor moves it, and stops on Pause', async () => {
    const user = setup();
    render(<ServicesCarousel />);
    await wait(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    await wait(500);
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    await user.unhover(screen.getByRole('region'));
    await wait(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    await user.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    await user.unhover(screen.getByRole('region'));
    await wait(10_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    expect(screen.getByRole('button', { name: 'Play automatic slide show' })).toHaveTextContent('Play');
  });

  it('has no autoplay and no Pause control under prefers-reduced-motion', async () => {
    window.matchMedia = (query: string) => fixedMediaQueryList(query, query.includes('reduce'));
    render(<ServicesCarousel />);
    await wait(10_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it('ignores clicks during its 500 ms transition (the about slider)', async () => {
    const user = setup();
    render(<ServicesCarousel autoplay={false} transitionMs={500} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    await wait(500);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('cross-fades one slide at a time behind numbered buttons (the blog banner switcher)', async () => {
    const user = setup();
    render(
      <Carousel label="Photos of the diagnostic tests article" effect="fade" arrows={false} dotLabels={['01', '02']}>
        <img key="a" src="/a.webp" alt="Blood sample in the lab" width={800} height={450} />
        <img key="b" src="/b.webp" alt="Technician reading a report" width={800} height={450} />
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    const second = screen.getByRole('button', { name: '02, Go to slide 2' });
    expect(second).toHaveTextContent('02');
    expect(slide('2 of 2')).toHaveAttribute('inert');
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(slide('2 of 2')).not.toHaveAttribute('inert');
    expect(slide('1 of 2')).toHaveAttribute('inert');
  });

  // The services carousel moved by hand: the browser journey sees one of each move; here all of them.
  it('dots go to their slide, the arrows step and wrap round both ways, Home and End go to the ends', async () => {
    const user = setup();
    render(<ServicesCarousel autoplay={false} />);
    const press = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      await wait(500);
    };
    await press('Go to slide 4');
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
    expect(screen.getAllByRole('button', { name: /Go to slide/ }).filter((dot) => dot.ariaCurrent)).toHaveLength(1);
    await press('Next slide');
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    await press('Next slide');
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    await press('Previous slide');
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    await press('Previous slide');
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
    screen.getByRole('button', { name: 'Go to slide 4' }).focus();
    await user.keyboard('{Home}');
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    await wait(500);
    await user.keyboard('{End}');
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    await wait(500);
    await user.keyboard('{ArrowRight}');
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('moves with the arrow keys when focus is inside', async () => {
    const user = setup();
    render(<ServicesCarousel autoplay={false} />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    await user.keyboard('{ArrowLeft}');
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
  });

  // The first swipe on a phone fetches Embla (jsdom never gets it): that swipe still moves one slide.
  it('moves one slide on a horizontal swipe before its engine is here, and not on a tap', () => {
    render(<ServicesCarousel autoplay={false} transitionMs={0} />);
    const viewport = slide('1 of 5').parentElement?.parentElement as HTMLElement;
    // jsdom's pointer events carry no coordinates: touch events built from mouse events do.
    const touch = (type: 'pointerdown' | 'pointerup', clientX: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX });
      Object.defineProperty(event, 'pointerType', { value: 'touch' });
      fireEvent(viewport, event);
    };
    touch('pointerdown', 200);
    touch('pointerup', 190);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    touch('pointerdown', 200);
    touch('pointerup', 100);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    touch('pointerdown', 100);
    touch('pointerup', 200);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  describe('with Embla, fetched at the first use', () => {
    // jsdom has neither observer, so the carousel leaves Embla out there: given them (observing
    // nothing; jsdom lays nothing out), the real Embla starts and follows the carousel.
    const observer = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    beforeEach(() => {
      Object.assign(window, { IntersectionObserver: observer, ResizeObserver: observer });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
      Reflect.deleteProperty(window, 'ResizeObserver');
    });

    it('makes a move made before Embla arrives as it comes, then moves with it', async () => {
      const user = setup();
      render(<ServicesCarousel autoplay={false} transitionMs={0} />);
      // A press with no pointer over it first (a screen reader's): it fetches Embla and moves at once.
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      await emblaArrived();
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      // Embla started at slide 2: had it started at 1, its next would be 2, and the carousel would follow it back.
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 3');
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    });

    it('moves on Next after a swipe made before Embla arrived (a phone)', async () => {
      const user = setup();
      render(<ServicesCarousel autoplay={false} transitionMs={0} />);
      const viewport = track().parentElement as HTMLElement;
      const touch = (type: 'pointerdown' | 'pointerup', clientX: number) => {
        const event = new MouseEvent(type, { bubbles: true, clientX });
        Object.defineProperty(event, 'pointerType', { value: 'touch' });
        fireEvent(viewport, event);
      };
      touch('pointerdown', 300);
      touch('pointerup', 60);
      expect(currentDot()).toHaveAccessibleName('Go to slide 2');
      await emblaArrived();
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 3');
      await user.click(screen.getByRole('button', { name: 'Go to slide 5' }));
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    });

    it('is not fetched by the page alone: the slides stand as laid out until the first use', async () => {
      render(<ServicesCarousel autoplay={false} />);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(track().style.transform).toBe('');
    });
  });

  it('sets its arrows over the slide when one shows at a time (the home hero), beside the dots otherwise', () => {
    render(
      <>
        <Carousel label="Welcome">
          <p key="a">First</p>
          <p key="b">Second</p>
        </Carousel>
        <ServicesCarousel />
      </>,
    );
    const [heroNext, servicesNext] = screen.getAllByRole('button', { name: 'Next slide' });
    expect(heroNext?.parentElement).toContainElement(slide('1 of 2'));
    expect(servicesNext?.parentElement).toContainElement(
      screen.getAllByRole('group', { name: 'Choose a slide' })[1] ?? null,
    );
    expect(screen.getAllByRole('button', { name: 'Previous slide' })).toHaveLength(2);
  });

  it('has no accessibility violations, sliding and fading', async () => {
    jest.useRealTimers();
    const { container } = render(
      <main>
        <ServicesCarousel />
        <Carousel label="Banner" effect="fade" dotLabels={['01', '02']}>
          <p key="a">First</p>
          <p key="b">Second</p>
        </Carousel>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
