/**
 * Where the suite's copy of the site runs. Ports of their own, so the suite never talks to a site
 * a developer has running with `npm start`.
 */
export const PORTS = { shell: 3100, content: 3101, services: 3102, booking: 3103, api: 4100 } as const;

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;

/** The environment every part of the site reads at start-up (ARCHITECTURE.md "Run-time configuration"). */
export function siteEnvironment(ports: { shell: number; content: number; services: number; booking: number }) {
  return {
    SHELL_PORT: String(ports.shell),
    CONTENT_PORT: String(ports.content),
    SERVICES_PORT: String(ports.services),
    BOOKING_PORT: String(ports.booking),
    API_URL,
  };
}
