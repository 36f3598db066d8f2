/**
 * Bundles the API into dist/server.js. The shared-ui contract (TypeScript source) is compiled in;
 * the npm dependencies stay external and load from node_modules as usual, which keeps PGlite's
 * WebAssembly and data files where it looks for them, next to its own code.
 */
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const packageDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const BUNDLED = new Set(['shared-ui']);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  logLevel: 'info',
});
