// @ts-check
/**
 * `npm start` builds only what is not built: a package is rebuilt when its dist/ is missing or
 * older than its sources or shared-ui's. Run from the package's folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = process.cwd();
const sharedUiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(packageDir, 'dist', 'mf-manifest.json');

/** @param {string} target @returns {number} newest modification time under target */
function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

const sources = ['src', 'public', 'package.json', 'webpack.config.mjs'].map((entry) => path.join(packageDir, entry));
sources.push(path.join(sharedUiDir, 'src'), path.join(sharedUiDir, 'build'));
const sourcesChanged = Math.max(...sources.map(newestChange));

if (fs.existsSync(builtMarker) && fs.statSync(builtMarker).mtimeMs >= sourcesChanged) {
  console.info(`${path.basename(packageDir)}: build is up to date`);
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
