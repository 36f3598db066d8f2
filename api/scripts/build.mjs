/**
 * Bundles the API into dist/server.js and the staff commands into dist/privacy.js, dist/outbox.js, dist/vitals.js and dist/staff.js. The contract package (TypeScript source) is compiled in;
 * the npm dependencies stay external and load from node_modules as usual, which keeps PGlite's
 * WebAssembly and data files where it looks for them, next to its own code. Last, dist/openapi.json: the
 * routes' OpenAPI document (scripts/openapi.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const packageDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const BUNDLED = new Set(['contract']);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: packageDir,
  // The staff commands (privacy, outbox, vitals, staff) ship beside the server, so staff can run them from the
  // container image, which has no tsx.
  entryPoints: {
    server: 'src/server.ts',
    privacy: 'scripts/privacy.ts',
    outbox: 'scripts/outbox.ts',
    vitals: 'scripts/vitals.ts',
    staff: 'scripts/staff.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  logLevel: 'info',
});

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', 'dist/openapi.json'], {
  cwd: packageDir,
  stdio: 'inherit',
});
