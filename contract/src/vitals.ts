/**
 * The speed beacon: what one visit's page reports of its own speed (LCP, INP, CLS and the time from
 * first paint to the live page) to `POST /api/vitals/`. It names the page by its route pattern and
 * the visitor only by a device class and the page's language, so no beacon can carry anything
 * personal: no address, no query string, no slug a visitor typed, no identifier.
 */
import { mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { builtOnFirstUse } from './builtOnFirstUse';
import { fieldIssue } from './fieldErrors';

export const VITALS_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

export const VITALS_LANGUAGES = ['en', 'hi'] as const;

export const VITALS_METRICS = ['lcp', 'inp', 'cls', 'live'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

export const VITALS_LIMITS = {
  /** The longest route pattern of the site's table is 28 characters; twice that is room to grow. */
  routeMax: 64,
  /** LCP, INP and time-to-live in milliseconds: a page two minutes from live is not a speed but a failure. */
  millisecondsMax: 120_000,
  /** Layout shift is unitless; 0.25 is already "poor", and no real page reaches 10. */
  clsMax: 10,
  /** A beacon is six short fields; anything larger is refused before it is read. */
  bodyMaxBytes: 1024,
} as const;

/** A segment of a route pattern: a fixed lower-case word (`our-doctor`) or a parameter (`:serviceSlug`). */
const SEGMENT = '(?:[a-z0-9-]+|:[A-Za-z]+)';

/**
 * A route pattern of the site's route table (shared-ui's `SITE_ROUTES`: `/`, `/services/:serviceSlug`),
 * never the address itself: Hindi pages send their English pattern with `lang: 'hi'` (so `/hi/...` is
 * refused), and a query string, a fragment, a trailing slash or an upper-case word (a booking
 * reference) cannot match. The API cannot load shared-ui's table, so it holds every beacon to this shape.
 */
export const VITALS_ROUTE_PATTERN = new RegExp(`^/(?!hi(?:/|$))(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

const milliseconds = () =>
  number()
    .strict()
    .typeError(fieldIssue('checkField'))
    .min(0, fieldIssue('checkField'))
    .max(VITALS_LIMITS.millisecondsMax, fieldIssue('checkField'));

/** True when the beacon has no metric other than `own`: then `own` is required. */
const onlyMetric = (own: VitalsMetric) => VITALS_METRICS.filter((metric) => metric !== own);

/**
 * One visit's beacon. Every metric is optional (a page left before its first input has no INP), but
 * one at least must be there: the absent ones are each refused with `checkField`.
 */
export const vitalsBeaconSchema = builtOnFirstUse(() =>
  object().shape(
    {
      route: string()
        .strict()
        .typeError(fieldIssue('checkField'))
        .required(fieldIssue('checkField'))
        .max(VITALS_LIMITS.routeMax, fieldIssue('tooLong', { max: VITALS_LIMITS.routeMax }))
        .matches(VITALS_ROUTE_PATTERN, { message: fieldIssue('checkField') }),
      device: mixed<VitalsDevice>().required(fieldIssue('checkField')).oneOf(VITALS_DEVICES, fieldIssue('checkField')),
      lang: mixed<(typeof VITALS_LANGUAGES)[number]>()
        .required(fieldIssue('checkField'))
        .oneOf(VITALS_LANGUAGES, fieldIssue('checkField')),
      lcp: milliseconds().when(onlyMetric('lcp'), whenNoOther),
      inp: milliseconds().when(onlyMetric('inp'), whenNoOther),
      cls: number()
        .strict()
        .typeError(fieldIssue('checkField'))
        .min(0, fieldIssue('checkField'))
        .max(VITALS_LIMITS.clsMax, fieldIssue('checkField'))
        .when(onlyMetric('cls'), whenNoOther),
      live: milliseconds().when(onlyMetric('live'), whenNoOther),
    },
    // Each metric looks at the others: yup is told these are not an order to validate in.
    VITALS_METRICS.flatMap((metric, index) =>
      VITALS_METRICS.slice(index + 1).map((other): [string, string] => [metric, other]),
    ),
  ),
);

function whenNoOther<S extends { required: (message: ReturnType<typeof fieldIssue>) => S }>(
  others: unknown[],
  schema: S,
): S {
  return others.every((value) => value === undefined) ? schema.required(fieldIssue('checkField')) : schema;
}

export type VitalsBeacon = InferType<ReturnType<typeof vitalsBeaconSchema>>;

/** Days the speed report covers: today (the hospital's) and the six before it. */
export const VITALS_REPORT_DAYS = 7;

/**
 * One day's speed of one route, in one language, on one class of device: the 75th percentile of
 * each metric (null when no beacon had it) and how many beacons had it; `visits` counts them all.
 */
export interface VitalsDay {
  day: string;
  route: string;
  lang: string;
  device: string;
  visits: number;
  lcp: number | null;
  lcpCount: number;
  inp: number | null;
  inpCount: number;
  cls: number | null;
  clsCount: number;
  live: number | null;
  liveCount: number;
}

/** The staff desk's speed report: the last `days` days, newest first, then by route, language and device. */
export interface VitalsReport {
  days: number;
  rows: VitalsDay[];
}
