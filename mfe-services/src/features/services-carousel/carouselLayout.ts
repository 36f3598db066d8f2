import type { Responsive } from 'shared-ui/carousel';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';

/**
 * Slides visible and gaps (px) by width — default 1.15 centred, from
 * 480px 1.25 centred, from 640px 1.5 centred, from 768px 2, from 1024px 3; gaps 15, 15, 20, 20, 25.
 */
export const SERVICES_CAROUSEL = {
  slidesPerView: { base: 1.15, small: 1.25, medium: 1.5, tablet: 2, desktop: 3 },
  gap: { base: 15, small: 15, medium: 20, tablet: 20, desktop: 25 },
  centered: { base: true, small: true, medium: true, tablet: false },
} as const satisfies {
  slidesPerView: Responsive<number>;
  gap: Responsive<number>;
  centered: Responsive<boolean>;
};

/** Every 3500 ms, going on after the visitor moves the carousel. */
export const SERVICES_AUTOPLAY: CarouselAutoplay = { delay: 3500, stopOnInteraction: false };

/** A card's description is cut to three lines. */
export const DESCRIPTION_LINES = 3;
