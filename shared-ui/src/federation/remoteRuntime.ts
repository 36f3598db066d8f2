import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../config/siteRoutes';

/** A remote that has not answered in this long counts as down: its region shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export type RemoteModuleId = `${RemoteName}/${string}`;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    reason: string,
  ) {
    super(`${moduleId} could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Tells the federation runtime where each remote lives, from the run-time configuration, so a
 * remote can move host or ship a new build without the shell being rebuilt.
 */
export function registerSiteRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  if (entries.length > 0) registerRemotes(entries, { force: true });
}

/** Loads an exposed module, failing after REMOTE_LOAD_TIMEOUT_MS rather than hanging the page. */
export async function loadRemoteModule<T>(moduleId: RemoteModuleId, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteUnavailableError(moduleId, `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const loaded = await Promise.race([loadRemote<T>(moduleId), timeout]);
    if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(moduleId, 'empty module');
    return loaded;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(moduleId, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Warms a remote's entry and an exposed module's files (on hover or idle); failures are ignored. */
export function preloadRemoteModule(moduleId: RemoteModuleId): void {
  const [remote, ...rest] = moduleId.split('/');
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote, exposes: [rest.join('/')] }]).catch(() => undefined);
}
