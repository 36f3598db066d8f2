#!/usr/bin/env node
// @ts-check
/**
 * `npm start` builds only what is not built: a package is rebuilt when its dist/ is missing or
 * older than anything it is built from: its own files (sources, configs, package.json), shared-ui's
 * sources, or this tooling. Run from the package's folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = process.cwd();
const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const sharedUiDir = path.dirname(createRequire(import.meta.url).resolve('shared-ui/package.json'));
const ownPackage = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
/** A build's last file: the page index when it prerenders (a failed prerender leaves none). */
const builtMarker = path.join(
  packageDir,
  'dist',
  /\bprerender\b/.test(ownPackage.scripts?.build ?? '') ? 'pages/index.json' : 'mf-manifest.json',
);

/** Not inputs of a build: its output, installed packages, test reports. */
const IGNORED = new Set(['node_modules', 'dist', 'dist-sourcemaps', 'dist-prerender', 'coverage', '.data']);

/** @param {string} target @returns {number} newest modification time under target */
function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((entry) => !IGNORED.has(entry))
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

const sources = [packageDir, path.join(sharedUiDir, 'src'), path.join(sharedUiDir, 'package.json'), toolingDir];
const sourcesChanged = Math.max(...sources.map(newestChange));

if (fs.existsSync(builtMarker) && fs.statSync(builtMarker).mtimeMs >= sourcesChanged) {
  console.info(`${path.basename(packageDir)}: build is up to date`);
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
