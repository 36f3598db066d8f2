import breakpoints from '../tokens/breakpoints.json';

export type BreakpointName = keyof typeof breakpoints;

/** One value, or a value per width: `{ base: 1.15, small: 1.25, tablet: 2, desktop: 3 }`. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<BreakpointName, T>>);

const NAMES = (Object.keys(breakpoints) as BreakpointName[]).sort((a, b) => breakpoints[a] - breakpoints[b]);

const isPerWidth = <T>(value: Responsive<T>): value is { base: T } & Partial<Record<BreakpointName, T>> =>
  typeof value === 'object' && value !== null && 'base' in value;

/**
 * The value at every width, each breakpoint taking the nearest one at or below it, from `base` up:
 * `[['base', 1.15], ['small', 1.25], ['medium', 1.25], ...]`.
 */
export function resolveResponsive<T>(value: Responsive<T>): Array<[BreakpointName | 'base', T]> {
  if (!isPerWidth(value)) return [['base', value], ...NAMES.map((name): [BreakpointName, T] => [name, value])];
  let current = value.base;
  return [
    ['base', current],
    ...NAMES.map((name): [BreakpointName, T] => {
      current = value[name] ?? current;
      return [name, current];
    }),
  ];
}

/** The media query of a breakpoint, as `matchMedia` and Embla's `breakpoints` option take it. */
export const minWidthQuery = (name: BreakpointName) => `(min-width: ${breakpoints[name]}px)`;
