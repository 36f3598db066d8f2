/**
 * Where a remote's page server keeps the pages it rendered again (fresh-pages.ts, decision 0018):
 * a folder of its own, never `dist/`, which stays as the build wrote it (read-only in the image).
 * Its `pages/index.json` and the fragment files it names are answered before dist's while that
 * index is of the build dist/ holds; a release (another build id) makes them ignored until the
 * server renders for the new build and replaces them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_INDEX_FILE, pageIndexFrom } from './page-index.js';

/** The state folder beside `dist/` when `PAGES_STATE_DIR` is unset (git- and docker-ignored). */
export const PAGES_STATE_FOLDER = '.pages-state';

/** `PAGES_STATE_DIR`: the folder the page server writes its pages into (relative: to the package's folder). */
export function pagesStateDirFromEnv(env: Record<string, string | undefined>, packageDir: string): string {
  const value = env.PAGES_STATE_DIR ?? '';
  return path.resolve(packageDir, value === '' ? PAGES_STATE_FOLDER : value);
}

const buildIdIn = (file: string): string | null => {
  try {
    return pageIndexFrom(fs.readFileSync(file)).buildId;
  } catch {
    return null;
  }
};

/** A file replaced by rename is another inode: told apart even within one clock tick. */
const versionOf = (file: string) => {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return '-';
  }
};

/**
 * The state folder as the server reads it: `current()` says whether its index is of dist's build
 * (both files read again only when one was replaced); `fileFor` is the state's file for a request
 * path under `/pages/` (its index only while current), or null to answer from dist/.
 */
export function pagesState(dist: string, stateDir: string) {
  const distIndex = path.join(dist, PAGE_INDEX_FILE);
  const stateIndex = path.join(stateDir, PAGE_INDEX_FILE);
  let seen = '';
  let same = false;
  const current = (): boolean => {
    const key = `${versionOf(distIndex)} ${versionOf(stateIndex)}`;
    if (key !== seen) {
      const stateBuild = buildIdIn(stateIndex);
      same = stateBuild !== null && stateBuild === buildIdIn(distIndex);
      seen = key;
    }
    return same;
  };
  const root = path.resolve(stateDir);
  return {
    stateDir: root,
    indexFile: stateIndex,
    current,
    fileFor(pathname: string): string | null {
      if (!pathname.startsWith('/pages/')) return null;
      let relative: string;
      try {
        relative = decodeURIComponent(pathname).slice(1);
      } catch {
        return null;
      }
      if (relative === PAGE_INDEX_FILE) return current() ? stateIndex : null;
      if (!/~[0-9a-f]{8}\.html$/.test(relative)) return null;
      const file = path.resolve(root, relative);
      if (!file.startsWith(`${root}${path.sep}`)) return null;
      return fs.existsSync(file) ? file : null;
    },
  };
}
