// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { createAppConfig, hostShared, prerenderConfig, publicBaseUrl, sharedSingletons } from './webpack.mjs';

const sharedUiVersion = JSON.parse(
  fs.readFileSync(new URL('../shared-ui/package.json', import.meta.url), 'utf8'),
).version;
const contractVersion = JSON.parse(
  fs.readFileSync(new URL('../contract/package.json', import.meta.url), 'utf8'),
).version;
const ownPackage = { name: 'mfe-booking', dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1' } };

test('a remote needs at least the shared-ui and contract it was built against, strictly: an older one in the page is refused', () => {
  const shared = sharedSingletons(ownPackage, { strictOwnPackages: true });
  for (const key of ['shared-ui', 'shared-ui/']) {
    assert.deepEqual(shared[key], { singleton: true, requiredVersion: `^${sharedUiVersion}`, strictVersion: true });
  }
  assert.deepEqual(shared.contract, { singleton: true, requiredVersion: `^${contractVersion}`, strictVersion: true });
  assert.equal(shared.react?.strictVersion, undefined);
});

test('the page host provides its shared-ui without a strict check, and shares no router but shared-ui/router', () => {
  const shared = sharedSingletons(ownPackage, { strictOwnPackages: false });
  assert.equal(shared['shared-ui']?.strictVersion, undefined);
  assert.equal(shared.contract?.strictVersion, undefined);
  assert.equal('react-router' in shared, false);
  assert.equal('react-router-dom' in shared, false);
});

test('the page host bundles what every page starts with into its entry, and leaves the rest to chunks', () => {
  const shared = hostShared(ownPackage);
  for (const key of ['react', 'react-dom/client', 'shared-ui', 'shared-ui/router', 'shared-ui/i18n']) {
    assert.equal(shared[key]?.eager, true, `${key} is in the entry`);
    assert.equal(shared[key]?.singleton, true, `${key} stays one copy in the page`);
  }
  // A form page's parts and the desk's stay chunks fetched on a page's first use of them.
  for (const key of ['shared-ui/', 'contract', 'contract/forms']) assert.equal(shared[key]?.eager, undefined);
  assert.equal(shared['shared-ui']?.requiredVersion, `^${sharedUiVersion}`);
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

/** The CSS modules options a configuration gives css-loader. @param {import('webpack').Configuration | undefined} config */
function cssModulesOf(config) {
  const rules = /** @type {any[]} */ (config?.module?.rules ?? []);
  const rule = rules.find((candidate) => String(candidate.test) === '/\\.css$/');
  return [rule.use].flat().find((use) => use.loader === 'css-loader').options.modules;
}

test("the prerender names classes and files as the client build does, on the remote's public URL", () => {
  const packageDir = fileURLToPath(new URL('../mfe-content', import.meta.url));
  const client = /** @type {import('webpack').Configuration[]} */ (
    createAppConfig({
      packageDir,
      federationName: 'mfe_content',
      title: 'Content',
      port: 3001,
      portVariable: 'CONTENT_PORT',
      exposes: { './routes': './src/app/routes.ts' },
    })(undefined, { mode: 'production' })
  )[0];
  const publicUrl = publicBaseUrl('mfe_content', { MFE_CONTENT_URL: 'https://content.example/v2/mf-manifest.json' });
  assert.equal(publicUrl, 'https://content.example/v2/');
  assert.equal(publicBaseUrl('shell', {}), '/');
  const server = prerenderConfig({ packageDir, federationName: 'mfe_content', publicUrl });
  assert.deepEqual(cssModulesOf(server), { ...cssModulesOf(client), exportOnlyLocals: true });
  assert.equal(server.output?.assetModuleFilename, client?.output?.assetModuleFilename);
  assert.equal(server.output?.publicPath, 'https://content.example/v2/');
  assert.equal(server.context, client?.context);
  assert.equal(server.target, 'node20.19');
});
