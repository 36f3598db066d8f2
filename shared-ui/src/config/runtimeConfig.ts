import type { EditableHospitalFacts } from 'contract/hospital';
import type { RemoteName } from './siteRoutes';

export interface RuntimeConfig {
  /** Where the browser calls the API, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** Each remote's `mf-manifest.json` (or `remoteEntry.js`) URL. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The share of visits (0 to 1) that report their speed to the API; 0 when the server names none
   * (a server older than issue 45), so such a page measures nothing.
   */
  vitalsSampleRate: number;
  /**
   * The hospital's facts in force, as its server read them from the API (issue 48): the page puts
   * them in force (contract's `setHospitalFacts`) before its first render. Absent: the build's.
   */
  hospital?: Partial<EditableHospitalFacts>;
}

const REMOTE_NAMES: readonly RemoteName[] = ['mfe_content', 'mfe_services', 'mfe_booking', 'mfe_desk'];

const isAbsoluteHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** Checks the served JSON: a wrong file should fail loudly here, not as odd requests later. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('runtime-config.json is not an object');
  const { apiUrl, remotes, vitalsSampleRate = 0, hospital } = value as Record<string, unknown>;
  if (!isAbsoluteHttpUrl(apiUrl)) throw new Error('runtime-config.json: apiUrl must be an absolute URL');
  if (typeof vitalsSampleRate !== 'number' || !(vitalsSampleRate >= 0 && vitalsSampleRate <= 1)) {
    throw new Error('runtime-config.json: vitalsSampleRate must be a number from 0 to 1');
  }
  const parsed: RuntimeConfig = { apiUrl: apiUrl.replace(/\/$/, ''), remotes: {}, vitalsSampleRate };
  if (typeof remotes === 'object' && remotes !== null) {
    for (const name of REMOTE_NAMES) {
      const entry = (remotes as Record<string, unknown>)[name];
      if (entry === undefined) continue;
      if (!isAbsoluteHttpUrl(entry)) throw new Error(`runtime-config.json: remotes.${name} must be an absolute URL`);
      parsed.remotes[name] = entry;
    }
  }
  // Cheap checks only (this runs before every page's first render): setHospitalFacts takes only
  // its own keys, each of its own type.
  if (typeof hospital === 'object' && hospital !== null) parsed.hospital = hospital;
  return parsed;
}

/** Reads the configuration its server wrote next to the build (never cached: hosts change). */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** Where the page's own server writes the configuration into the page (site-server/src/page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The configuration written into the page as JSON, or null when the page came without it. */
export function embeddedRuntimeConfig(): RuntimeConfig | null {
  const json = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  return json ? parseRuntimeConfig(JSON.parse(json)) : null;
}

/**
 * The configuration written into the page by its server, at once; from /runtime-config.json where
 * the page is a plain file (a static host, a dev server).
 */
export function readRuntimeConfig(): Promise<RuntimeConfig> {
  const embedded = embeddedRuntimeConfig();
  return embedded ? Promise.resolve(embedded) : fetchRuntimeConfig();
}
