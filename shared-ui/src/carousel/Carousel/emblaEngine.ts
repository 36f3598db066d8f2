import createEmbla from 'embla-carousel';
import type { EmblaOptionsType } from 'embla-carousel';
import type { CarouselMove } from 'shared-ui/carousel-hook';
import { minWidthQuery } from '../responsive';
import type { BreakpointName } from '../responsive';

export interface EngineSettings {
  loop: boolean;
  /** Centring per width, from `base` up (resolveResponsive's answer). */
  centring: ReadonlyArray<readonly [BreakpointName | 'base', boolean]>;
  transitionMs: number;
  fade: boolean;
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

/**
 * Embla on the carousel's viewport, in a chunk of its own with Embla (about 7 KB gzip), fetched on
 * the carousel's first use: it moves and swipes the slides, and the carousel's state leads it.
 */
export async function startEngine(viewport: HTMLElement, settings: EngineSettings) {
  const breakpoints: NonNullable<EmblaOptionsType['breakpoints']> = {};
  for (const [name, centre] of settings.centring) {
    if (name !== 'base') breakpoints[minWidthQuery(name)] = { align: centre ? 'center' : 'start' };
  }
  const fadePlugin = settings.fade ? (await import('embla-carousel-fade')).default() : undefined;
  const embla = createEmbla(
    viewport,
    {
      loop: settings.loop,
      align: settings.centring[0]?.[1] ? 'center' : 'start',
      // One snap per slide, so Embla's index is the carousel's.
      containScroll: settings.loop ? false : 'keepSnaps',
      duration: emblaDuration(settings.transitionMs),
      breakpoints,
    },
    fadePlugin ? [fadePlugin] : [],
  );
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

export type CarouselEngine = Awaited<ReturnType<typeof startEngine>>;
