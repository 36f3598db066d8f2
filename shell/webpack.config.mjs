import fs from 'node:fs';
import path from 'node:path';
import { createAppConfig } from 'tooling/webpack.mjs';

const SERVICE_WORKER = path.join(import.meta.dirname, 'public', 'sw.js');

/**
 * Copies the emergency page's service worker to the root of the build, unhashed: it must be served
 * from `/sw.js` (the server revalidates unhashed files on every visit, so an update is seen at once).
 * @type {import('webpack').WebpackPluginInstance}
 */
const serviceWorkerPlugin = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmergencyServiceWorker', (compilation) => {
      compilation.fileDependencies.add(SERVICE_WORKER);
      compilation.hooks.processAssets.tap(
        { name: 'EmergencyServiceWorker', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('sw.js', new compiler.webpack.sources.RawSource(fs.readFileSync(SERVICE_WORKER)));
        },
      );
    });
  },
};

const appConfig = createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'shell',
  title: 'Aravali Care Hospital, Faridabad',
  description:
    'Aravali Care Hospital, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.',
  port: 3000,
  portVariable: 'SHELL_PORT',
  favicon: path.join(import.meta.dirname, 'public', 'favicon.svg'),
});

/** @type {typeof appConfig} */
export default (env, argv) => {
  const config = appConfig(env, argv);
  if (Array.isArray(config)) throw new Error('The shell builds one page.');
  return { ...config, plugins: [...(config.plugins ?? []), serviceWorkerPlugin] };
};
