// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { createAppConfig, sharedSingletons } from './webpack.mjs';

const sharedUiVersion = JSON.parse(
  fs.readFileSync(new URL('../shared-ui/package.json', import.meta.url), 'utf8'),
).version;
const ownPackage = { name: 'mfe-booking', dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1' } };

test('a remote needs at least the shared-ui it was built against, strictly: an older one in the page is refused', () => {
  const shared = sharedSingletons(ownPackage, { strictSharedUi: true });
  for (const key of ['shared-ui', 'shared-ui/']) {
    assert.deepEqual(shared[key], { singleton: true, requiredVersion: `^${sharedUiVersion}`, strictVersion: true });
  }
  assert.equal(shared.react?.strictVersion, undefined);
});

test('the page host provides its shared-ui without a strict check, and shares no router but shared-ui/router', () => {
  const shared = sharedSingletons(ownPackage, { strictSharedUi: false });
  assert.equal(shared['shared-ui']?.strictVersion, undefined);
  assert.equal('react-router' in shared, false);
  assert.equal('react-router-dom' in shared, false);
});

test('production builds minify CSS (cssnano) beside the default JavaScript minimizer; development minifies nothing', () => {
  const configFor = createAppConfig({
    packageDir: fileURLToPath(new URL('../shell', import.meta.url)),
    federationName: 'shell',
    title: 'Shell',
    port: 3000,
    portVariable: 'SHELL_PORT',
  });
  const production = /** @type {import('webpack').Configuration} */ (configFor(undefined, { mode: 'production' }));
  const minimizer = production.optimization?.minimizer ?? [];
  assert.equal(minimizer[0], '...', "webpack's default JavaScript minimizer is kept");
  assert.ok(minimizer.some((plugin) => plugin instanceof CssMinimizerPlugin));
  assert.equal(production.mode, 'production');
  const development = /** @type {import('webpack').Configuration} */ (configFor(undefined, { mode: 'development' }));
  assert.equal(development.mode, 'development');
  assert.notEqual(development.optimization?.minimize, true);
});
