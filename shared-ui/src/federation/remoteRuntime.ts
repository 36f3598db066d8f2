import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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

/** Each registered remote's folder (where its manifest, entry and chunks are), by name. */
const remoteFolders = new Map<string, string>();
/** Folders of remotes that failed to load in this page. */
const failedFolders = new Set<string>();

/**
 * The page's server hints the route's remote files (preload links). When that remote was down the
 * browser keeps the failed answers and hands them to the next request for the same URL, so a Retry
 * could never succeed: once a remote has failed, its scripts are asked for under a fresh URL.
 */
export const freshScriptsAfterFailure: ModuleFederationRuntimePlugin = {
  name: 'fresh-scripts-after-failure',
  createScript({ url, attrs }) {
    if (![...failedFolders].some((folder) => url.startsWith(folder))) return undefined;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
    return script;
  },
};

/**
 * Tells the federation runtime where each remote lives, from the run-time configuration, so a
 * remote can move host or ship a new build without the shell being rebuilt.
 */
export function registerSiteRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  if (entries.length === 0) return;
  for (const { name, entry } of entries) remoteFolders.set(name, new URL('.', entry).href);
  registerRemotes(entries, { force: true });
  registerPlugins([freshScriptsAfterFailure]);
}

const rememberFailure = (moduleId: string) => {
  const folder = remoteFolders.get(moduleId.split('/')[0] ?? '');
  if (folder) failedFolders.add(folder);
};

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
    rememberFailure(moduleId);
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
