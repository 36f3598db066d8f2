#!/usr/bin/env node
// @ts-check
/**
 * Copies the npm packages a server needs at run time, and nothing else, out of the workspace's
 * installed node_modules: the named dependencies of one workspace package and, transitively, theirs.
 * The container images' build stages run it (see docs/deployment.md); scripts/check-images.mjs runs
 * it the same way to prove the copied set is enough. Taking the packages from the tree `npm ci`
 * installed from the lockfile, rather than installing them again, keeps the exact versions tested.
 *
 *   node scripts/runtime-modules.mjs <workspace folder> [dependency ...] --out <folder>
 *
 * Without dependency names, all the package's `dependencies` except workspace packages (which the
 * API bundles). Packages keep their place relative to the repository root (node_modules/x,
 * node_modules/x/node_modules/y), so Node resolves them in the image as it does here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Where Node would find `name` from `fromDir`: the nearest node_modules/<name> up to the root.
 * @param {string} name
 * @param {string} fromDir absolute
 */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

/**
 * @param {string} workspace folder of the package whose dependencies are wanted, relative to the root
 * @param {string[]} names
 * @returns {string[]} package folders relative to the root, sorted
 */
export function runtimeModules(workspace, names) {
  const workspaceDir = path.join(root, workspace);
  const manifest = readJson(path.join(workspaceDir, 'package.json'));
  const workspaceNames = new Set(
    readJson(path.join(root, 'package.json')).workspaces.map(
      (/** @type {string} */ folder) => readJson(path.join(root, folder, 'package.json')).name,
    ),
  );
  const wanted =
    names.length > 0 ? names : Object.keys(manifest.dependencies ?? {}).filter((name) => !workspaceNames.has(name));

  /** @type {Set<string>} */
  const found = new Set();
  /** @type {[string, string, boolean][]} name, folder to resolve from, required */
  const queue = wanted.map((name) => [name, workspaceDir, true]);
  while (queue.length > 0) {
    const [name, fromDir, required] = /** @type {[string, string, boolean]} */ (queue.shift());
    const located = locate(name, fromDir);
    if (!located) {
      if (required)
        throw new Error(`${name} (needed from ${path.relative(root, fromDir) || '.'}) is not installed: run npm ci`);
      continue;
    }
    const relative = path.relative(root, located);
    if (found.has(relative)) continue;
    if (fs.lstatSync(located).isSymbolicLink()) {
      throw new Error(
        `${name} is a workspace package (${relative} is a link); ship its files explicitly, not as a dependency`,
      );
    }
    // The image holds only the root node_modules: a package npm placed under a workspace folder
    // (two versions in conflict) would not be found there, so say so rather than ship a broken image.
    if (!relative.startsWith(`node_modules${path.sep}`)) {
      throw new Error(
        `${name} is installed at ${relative}, not under the root node_modules; the image layout cannot hold it`,
      );
    }
    found.add(relative);
    const pkg = readJson(path.join(located, 'package.json'));
    const optionalPeers = new Set(
      Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta?.optional)
        .map(([peer]) => peer),
    );
    for (const dependency of Object.keys(pkg.dependencies ?? {})) queue.push([dependency, located, true]);
    // Optional ones are absent on other platforms (and pg-native and the like are never installed).
    for (const dependency of Object.keys(pkg.optionalDependencies ?? {})) queue.push([dependency, located, false]);
    for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
      if (!optionalPeers.has(peer)) queue.push([peer, located, false]);
    }
  }
  return [...found].sort();
}

/**
 * Copies a folder as COPY does (modes kept, links kept as links). `link` hard-links files instead,
 * for scripts/check-images.mjs: the same files, without writing them all again on a slow disk.
 * @param {string} from
 * @param {string} to
 * @param {{ skip?: (source: string) => boolean, link?: boolean }} [options]
 */
export function copyTree(from, to, { skip = () => false, link = false } = {}) {
  const stat = fs.lstatSync(from);
  if (stat.isSymbolicLink()) {
    fs.symlinkSync(fs.readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) {
      const source = path.join(from, entry);
      if (!skip(source)) copyTree(source, path.join(to, entry), { skip, link });
    }
  } else if (link) {
    try {
      fs.linkSync(from, to);
    } catch {
      // Another file system, or links refused: copy after all.
      fs.copyFileSync(from, to);
      fs.chmodSync(to, stat.mode & 0o7777);
    }
  } else {
    fs.copyFileSync(from, to);
    fs.chmodSync(to, stat.mode & 0o7777);
  }
}

/**
 * Copies each package folder, without its nested node_modules (those it needs are in the list).
 * @param {string[]} folders relative to the root
 * @param {string} out
 * @param {{ link?: boolean }} [options]
 */
export function copyModules(folders, out, { link = false } = {}) {
  for (const folder of folders) {
    const from = path.join(root, folder);
    copyTree(from, path.join(out, folder), {
      link,
      skip: (source) => path.basename(source) === 'node_modules' && path.dirname(source) === from,
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const [workspace, ...names] = args.filter((_, index) => index !== outIndex && index !== outIndex + 1);
  if (!workspace || !out) {
    console.error('usage: node scripts/runtime-modules.mjs <workspace folder> [dependency ...] --out <folder>');
    process.exit(2);
  }
  const folders = runtimeModules(workspace, names);
  copyModules(folders, path.resolve(out));
  console.info(`${workspace}: ${folders.length} packages copied to ${out}`);
}
