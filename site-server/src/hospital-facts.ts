/**
 * The hospital's facts in force (issue 48: phones, e-mails, address, map position, hours), as the
 * admin keeps them at the desk and the API answers them at `GET /api/hospital/facts/`. A page server
 * reads them when it starts and again whenever the catalogue's version moves (a facts save is a
 * catalogue change, subject `hospital`), writes them into every page's run-time configuration (the
 * page puts them in force before its first render) and puts them in force for the pages' module
 * before it renders pages again (fresh-pages.ts). An API that cannot be read leaves the last facts
 * read, or none (the build's defaults): a page never fails for them.
 */

/** Where the API answers the facts in force: each fact, and the `version` they were saved at. */
export const HOSPITAL_FACTS_PATH = '/api/hospital/facts/';
/** Where the API answers the catalogue's version, which a facts save moves. */
export const CATALOGUE_VERSION_PATH = '/api/catalogue/version/';

/** The facts as the page carries them: each a text or a number (contract's `EditableHospitalFacts`). */
export type HospitalFactValues = Record<string, string | number>;

/**
 * The facts of an answer (`{ emergencyPhone, …, version }`), or null for one that has none: only
 * text and finite-number values are kept, the version left out (contract's `setHospitalFacts` takes
 * only its known keys, each of its own type).
 */
export function hospitalFactsOf(answer: unknown): HospitalFactValues | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const kept = Object.entries(answer).filter(
    ([key, value]) =>
      key !== 'version' && (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))),
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as HospitalFactValues) : null;
}

export async function fetchJsonOf(url: string, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(10_000);
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export interface HospitalFactsOptions {
  /** Where this server calls the API (`PAGES_API_URL`, else `API_URL`). */
  apiUrl: string;
  fetchJson?: (url: string, signal?: AbortSignal) => Promise<unknown>;
  log?: Pick<Console, 'error'>;
}

/**
 * The facts this server holds: `current()` (null until first read: the build's defaults stand);
 * `follow(version)` reads them again when the catalogue is at another version than they were read
 * at (true when they changed); `start(pollMs, onChange)` asks the version itself every `pollMs`, for
 * a server that renders no pages (fresh-pages.ts calls `follow` from its own poll).
 */
export function createHospitalFacts({ apiUrl, fetchJson = fetchJsonOf, log = console }: HospitalFactsOptions) {
  let facts: HospitalFactValues | null = null;
  let readAt: string | null = null;
  let warned = false;
  const closing = new AbortController();
  const warnOnce = (error: unknown) => {
    if (!warned) {
      log.error(
        `hospital facts: ${error instanceof Error ? error.message : error}; the pages keep ${facts ? 'the last facts read' : "the build's"}`,
      );
    }
    warned = true;
  };

  const follow = async (version: string | null): Promise<boolean> => {
    if (version !== null && version === readAt) return false;
    try {
      const next = hospitalFactsOf(await fetchJson(`${apiUrl}${HOSPITAL_FACTS_PATH}`, closing.signal));
      if (!next) throw new Error(`${HOSPITAL_FACTS_PATH} answered no facts`);
      readAt = version;
      warned = false;
      const changed = JSON.stringify(next) !== JSON.stringify(facts);
      facts = next;
      return changed;
    } catch (error) {
      if (!closing.signal.aborted) warnOnce(error);
      return false;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  return {
    current: () => facts,
    follow,
    start(pollMs: number, onChange: (facts: HospitalFactValues) => Promise<void> | void = () => undefined) {
      const poll = async () => {
        let version: string | null = null;
        try {
          version = String(
            ((await fetchJson(`${apiUrl}${CATALOGUE_VERSION_PATH}`, closing.signal)) as { version: unknown }).version,
          );
        } catch (error) {
          // Without the version the facts are read once, at the start, then left until it answers.
          if (readAt !== null || facts !== null) return;
          if (closing.signal.aborted) return;
          warnOnce(error);
        }
        if ((await follow(version)) && facts) await onChange(facts);
      };
      const next = () => {
        if (closing.signal.aborted) return;
        timer = setTimeout(() => {
          running = poll().finally(next);
        }, pollMs);
        timer.unref();
      };
      running = poll().finally(next);
    },
    async stop() {
      closing.abort();
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type HospitalFactsReader = ReturnType<typeof createHospitalFacts>;
