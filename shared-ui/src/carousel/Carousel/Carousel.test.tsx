import { act, render, screen } from '@testing-library/react';
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

  it('sets slides per view and gaps for every width, each width keeping the last value given', () => {
    render(<ServicesCarousel />);
    expect(screen.getByRole('region')).toHaveStyle({
      '--per-view-base': '1.15',
      '--per-view-small': '1.25',
      '--per-view-medium': '1.5',
      '--per-view-tablet': '2',
      '--per-view-desktop': '3',
      '--per-view-wide': '3',
      '--gap-base': '15px',
      '--gap-medium': '20px',
      '--gap-desktop': '25px',
      '--gap-wide': '25px',
    });
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
