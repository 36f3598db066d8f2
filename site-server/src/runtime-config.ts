/**
 * Run-time configuration of the site, read from the environment once when a server starts and
 * served to the browser as /runtime-config.json. Nothing here is compiled into a bundle, so the same
 * build can be pointed at other hosts (ARCHITECTURE.md "Run-time configuration").
 */

export interface RuntimeConfig {
  apiUrl: string;
  /** Manifest URL by federation name. */
  remotes: Record<string, string>;
  vitalsSampleRate: number;
}

type Env = Record<string, string | undefined>;

const REMOTES = [
  ['mfe_content', 'MFE_CONTENT_URL', 'CONTENT_PORT', 3001],
  ['mfe_services', 'MFE_SERVICES_URL', 'SERVICES_PORT', 3002],
  ['mfe_booking', 'MFE_BOOKING_URL', 'BOOKING_PORT', 3003],
  ['mfe_desk', 'MFE_DESK_URL', 'DESK_PORT', 3004],
] as const;

/**
 * Remotes that prerender no page (the staff desk: every answer is one person's, never shared): the
 * shell's server reads no page index of theirs, for pages, the sitemap or warming.
 */
const WITHOUT_PAGES: ReadonlySet<string> = new Set(['mfe_desk']);

/** The remotes whose page indexes the shell's server reads (every remote but those without pages). */
export const remotesWithPages = (remotes: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(remotes).filter(([name]) => !WITHOUT_PAGES.has(name)));

function absoluteUrl(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable} must be an http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

export function portFrom(value: string | undefined, variable: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number, got "${value}"`);
  }
  return port;
}

/**
 * The share of visits whose speed the page reports to the API (`VITALS_SAMPLE_RATE`, 0 to 1; issue
 * 45). One visit in five: enough for a daily 75th percentile of the busy routes at a hospital's
 * traffic, while four visitors in five never fetch the measuring code and the API keeps a fifth of
 * the rows. 0 turns it off; the browser suite sets 1 to test every visit's beacon.
 */
const VITALS_SAMPLE_RATE = 0.2;

export function vitalsSampleRateFrom(value: string | undefined): number {
  if (value === undefined || value === '') return VITALS_SAMPLE_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${value}"`);
  }
  return rate;
}

export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const remotes: Record<string, string> = {};
  for (const [name, urlVariable, portVariable, defaultPort] of REMOTES) {
    const port = portFrom(env[portVariable], portVariable, defaultPort);
    remotes[name] = absoluteUrl(env[urlVariable] || `http://localhost:${port}/mf-manifest.json`, urlVariable);
  }
  const apiPort = portFrom(env.API_PORT, 'API_PORT', 4000);
  return {
    apiUrl: absoluteUrl(env.API_URL || `http://localhost:${apiPort}`, 'API_URL'),
    remotes,
    vitalsSampleRate: vitalsSampleRateFrom(env.VITALS_SAMPLE_RATE),
  };
}

/**
 * The site's public origin (`SITE_URL`, the API's variable of the same name and meaning), which the
 * shell's server makes canonical links, Open Graph URLs and the sitemap from: never the request's
 * Host header, which anyone can send.
 */
export function siteUrlFromEnv(env: Env): string {
  const shellPort = portFrom(env.SHELL_PORT, 'SHELL_PORT', 3000);
  const siteUrl = absoluteUrl(env.SITE_URL || `http://localhost:${shellPort}`, 'SITE_URL');
  if (new URL(siteUrl).origin !== siteUrl) {
    throw new Error(`SITE_URL must be an origin (scheme, host and port only), got "${env.SITE_URL}"`);
  }
  return siteUrl;
}
