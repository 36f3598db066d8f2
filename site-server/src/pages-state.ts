/**
 * Where a remote's page server keeps the pages it rendered again (fresh-pages.ts, decision 0018):
 * a folder of its own, never `dist/`, which stays as the build wrote it (read-only in the image).
 * Its `pages/index.json` and the fragment files it names are answered before dist's while that
 * index is of the build dist/ holds; a release (another build id) makes them ignored until the
 * server renders for the new build and replaces them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { shellPageFileOf } from './page.js';
import { PAGE_INDEX_FILE, pageIndexFrom, type Language } from './page-index.js';
import { shellBuildIdOf } from './prerendered-pages.js';

/** The state folder beside `dist/` when `PAGES_STATE_DIR` is unset (git- and docker-ignored). */
export const PAGES_STATE_FOLDER = '.pages-state';

/** `PAGES_STATE_DIR`: the folder the page server writes its pages into (relative: to the package's folder). */
export function pagesStateDirFromEnv(env: Record<string, string | undefined>, packageDir: string): string {
  const value = env.PAGES_STATE_DIR ?? '';
  return path.resolve(packageDir, value === '' ? PAGES_STATE_FOLDER : value);
}

/**
 * Where the shell's server keeps its page in a language with the layout rendered again (the
 * hospital's facts in its header and footer): beside the build's id, so it is only ever served with
 * the build it was rendered from.
 */
export const shellLayoutFileOf = (buildId: string, lang: Language): string =>
  path.join('shell', buildId, shellPageFileOf(lang));

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
  const shellPage = path.join(dist, shellPageFileOf('en'));
  let shellSeen = '';
  let shellBuild: string | null = null;
  /** The build id of dist's shell page, read again only when the page was replaced. */
  const shellBuildId = () => {
    const key = versionOf(shellPage);
    if (key !== shellSeen) {
      try {
        shellBuild = shellBuildIdOf(fs.readFileSync(shellPage, 'utf8'));
      } catch {
        shellBuild = null;
      }
      shellSeen = key;
    }
    return shellBuild;
  };
  return {
    stateDir: root,
    indexFile: stateIndex,
    current,
    /** The shell's page in a language with its layout rendered again for dist's build, or null: the build's. */
    layoutFor(lang: Language): string | null {
      const buildId = shellBuildId();
      if (buildId === null) return null;
      const file = path.join(root, shellLayoutFileOf(buildId, lang));
      return fs.existsSync(file) ? file : null;
    },
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
