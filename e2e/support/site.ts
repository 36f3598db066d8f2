/**
 * Shifts every port the suite uses, so two copies of the suite (two checkouts on one machine) can
 * run at once: `E2E_PORT_OFFSET=20 npm run e2e -w e2e`.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 500) throw new Error('E2E_PORT_OFFSET must be 0 to 500');

/**
 * Where the suite's copy of the site runs. Ports of their own, so the suite never talks to a site
 * a developer has running with `npm start`.
 */
export const PORTS = {
  shell: 3100 + OFFSET,
  content: 3101 + OFFSET,
  services: 3102 + OFFSET,
  booking: 3103 + OFFSET,
  /** The staff desk (issue 47). */
  desk: 3107 + OFFSET,
  /** shared-ui's kit page: every primitive in each state, for the browser's axe run. */
  kitPage: 3105 + OFFSET,
  api: 4100 + OFFSET,
} as const;

/** A second copy of the site for journeys that stop and start its parts (failure isolation). */
export const ISOLATED_PORTS = {
  shell: 3600 + OFFSET,
  content: 3601 + OFFSET,
  services: 3602 + OFFSET,
  booking: 3603 + OFFSET,
} as const;

/** A third copy for the journey that ships one remote alone (tests/site/ship-alone.spec.ts). */
export const SHIP_PORTS = {
  shell: 3700 + OFFSET,
  content: 3701 + OFFSET,
  services: 3702 + OFFSET,
  booking: 3703 + OFFSET,
} as const;

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;
export const KIT_PAGE_URL = `http://localhost:${PORTS.kitPage}`;

/** The environment every part of the site reads at start-up (ARCHITECTURE.md "Run-time configuration"). */
export function siteEnvironment(ports: {
  shell: number;
  content: number;
  services: number;
  booking: number;
  /** The staff desk, where that copy of the site runs one. */
  desk?: number;
}) {
  return {
    SHELL_PORT: String(ports.shell),
    CONTENT_PORT: String(ports.content),
    SERVICES_PORT: String(ports.services),
    BOOKING_PORT: String(ports.booking),
    ...(ports.desk === undefined ? {} : { DESK_PORT: String(ports.desk) }),
    API_URL,
    // Every visit reports its speed, so each page's beacon is sent (tests/site/speed-beacon.spec.ts)
    // and every visit of the bench fetches the measuring code alike, not one in five at random.
    VITALS_SAMPLE_RATE: '1',
  };
}
