import createEmbla from 'embla-carousel';
import type { EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import type { CarouselMove } from 'shared-ui/carousel-hook';
import { minWidthQuery, resolveResponsive } from '../responsive';
import type { Responsive } from '../responsive';

export interface EngineSettings {
  /** Centring, per width or for all. */
  centred: Responsive<boolean>;
  transitionMs: number;
  /** Embla's fade plugin (loadFade), for `effect="fade"`. */
  fadePlugin?: EmblaPluginType;
  /** The slide showing as Embla arrives (a move may have been made while it was on its way). */
  index: number;
  reducedMotion: boolean;
  /** A swipe, or focus moving to a slide out of view, moved Embla: the carousel follows. */
  onSelect: (index: number) => void;
  /** The visitor took hold of the slides. */
  onPointerDown: () => void;
}

/**
 * Embla's `duration` is the stiffness of a spring, not a time: about 47 ms per unit beyond 400 ms
 * until the motion is visually over (within 0.5%), so 500 ms is about 19.
 */
const emblaDuration = (ms: number) => Math.min(60, Math.max(10, Math.round((ms + 400) / 47)));

/** The fade plugin, in a chunk of its own: only the fading carousels (the blog's banners) fetch it. */
export const loadFade = async () => (await import('embla-carousel-fade')).default();

/**
 * Embla on the carousel's viewport, in a chunk of its own with Embla (about 7 KB gzip), fetched on
 * the carousel's first use: it moves and swipes the slides, and the carousel's state leads it.
 * Synchronous, so no move made by the visitor can fall between Embla's start and its first use.
 */
export function startEngine(viewport: HTMLElement, settings: EngineSettings) {
  const centring = resolveResponsive(settings.centred);
  const breakpoints: NonNullable<EmblaOptionsType['breakpoints']> = {};
  for (const [name, centre] of centring) {
    if (name !== 'base') breakpoints[minWidthQuery(name)] = { align: centre ? 'center' : 'start' };
  }
  // The CSS offset that stood in for Embla's centring goes first: a transform makes the track the
  // slides' offsetParent, and Embla, measuring offsets, would place every snap one gap out.
  viewport.setAttribute('data-embla', '');
  const embla = createEmbla(
    viewport,
    {
      // Next from the last slide goes to the first, as useCarousel's loop (its default) does.
      loop: true,
      align: centring[0]?.[1] ? 'center' : 'start',
      // One snap per slide, so Embla's index is the carousel's.
      containScroll: false,
      duration: emblaDuration(settings.transitionMs),
      breakpoints,
    },
    settings.fadePlugin ? [settings.fadePlugin] : [],
  );
  // From the first slide, where the page showed it, to the one the visitor chose meanwhile.
  if (settings.index !== 0) embla.scrollTo(settings.index, settings.reducedMotion);
  embla.on('select', () => settings.onSelect(embla.selectedScrollSnap())).on('pointerDown', settings.onPointerDown);
  return {
    /** Next and previous take the short way round a loop; a jump goes straight there. */
    move(index: number, how: CarouselMove, jump: boolean) {
      if (how === 'next' && embla.canScrollNext()) embla.scrollNext(jump);
      else if (how === 'previous' && embla.canScrollPrev()) embla.scrollPrev(jump);
      else embla.scrollTo(index, jump);
    },
    destroy: () => embla.destroy(),
  };
}

export type CarouselEngine = ReturnType<typeof startEngine>;
