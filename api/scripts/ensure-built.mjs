/**
 * Builds only when dist/server.js is missing or older than anything it is built from (the API's
 * sources and the contract package it bundles), so `npm start` is quick when nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = new URL('..', import.meta.url).pathname;
const output = join(packageDir, 'dist', 'server.js');
const inputs = [
  join(packageDir, 'src'),
  join(packageDir, '..', 'contract', 'src'),
  join(packageDir, 'package.json'),
  join(packageDir, 'scripts', 'build.mjs'),
];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

let builtAt = 0;
try {
  builtAt = statSync(output).mtimeMs;
} catch {
  builtAt = 0;
}

if (builtAt > 0 && inputs.every((input) => newestChange(input) <= builtAt)) {
  console.info('api: dist/server.js is up to date');
} else {
  const result = spawnSync(process.execPath, [join(packageDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
