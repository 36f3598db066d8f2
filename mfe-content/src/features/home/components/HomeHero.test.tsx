import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fixedMediaQueryList, renderWithProviders, setViewportWidth } from 'shared-ui/testing';
import { heroMessages } from '../heroMessages';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS, HomeHero } from './HomeHero';

const renderHero = () => renderWithProviders(<HomeHero />);
const hero = () => screen.getByRole('region', { name: 'Welcome' });
const slideGroups = () =>
  within(hero())
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const current = () => slideGroups().findIndex((slide) => !slide.hasAttribute('inert'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const reduceMotion = () => {
  const narrow = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? fixedMediaQueryList(query, true) : narrow(query);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the home hero', () => {
  it('has two slides, each a picture and a headline, the first picture fetched first and sized', () => {
    setViewportWidth(1280);
    renderHero();
    expect(slideGroups()).toHaveLength(2);
    const [first, second] = within(hero()).getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '700');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(heroMessages.en.slide1)).toBeInTheDocument();
    expect(screen.getByText(heroMessages.en.slide2)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aravali Care Hospital, Faridabad');
    expect(screen.getByRole('link', { name: /^READ MORE\b.*how to reach us/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'OUR SERVICES' })).toHaveAttribute('href', '/services');
  });

  it('from 768px: arrows and dots, no automatic advance and no Pause', () => {
    setViewportWidth(1024);
    renderHero();
    expect(within(hero()).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(hero()).getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(within(hero()).queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    advance(HERO_AUTOPLAY_MS * 3);
    expect(current()).toBe(0);
  });

  it('ignores presses while a slide is changing', () => {
    setViewportWidth(1024);
    renderHero();
    fireEvent.click(within(hero()).getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
    advance(HERO_TRANSITION_MS - 1);
    fireEvent.click(within(hero()).getByRole('button', { name: 'Go to slide 1' }));
    expect(current()).toBe(1);
    advance(1);
    fireEvent.click(within(hero()).getByRole('button', { name: 'Go to slide 1' }));
    expect(current()).toBe(0);
  });

  it('under 768px: no arrows, and it moves on every 5 seconds until paused', () => {
    setViewportWidth(375);
    renderHero();
    expect(within(hero()).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    advance(HERO_AUTOPLAY_MS - 1);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(HERO_AUTOPLAY_MS);
    expect(current()).toBe(0);
    fireEvent.click(within(hero()).getByRole('button', { name: 'Pause automatic slide show' }));
    advance(HERO_AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    fireEvent.click(within(hero()).getByRole('button', { name: 'Play automatic slide show' }));
    advance(HERO_AUTOPLAY_MS);
    expect(current()).toBe(1);
  });

  it('under 768px with reduced motion: never moves on its own, and offers no Pause', () => {
    setViewportWidth(375);
    reduceMotion();
    renderHero();
    expect(within(hero()).queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    advance(HERO_AUTOPLAY_MS * 3);
    expect(current()).toBe(0);
  });

  it('has no accessibility violations, on a phone and wide', async () => {
    jest.useRealTimers();
    setViewportWidth(375);
    const { container, unmount } = renderHero();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    setViewportWidth(1280);
    const wide = renderHero();
    expect(await axe(wide.container)).toHaveNoViolations();
  });
});
