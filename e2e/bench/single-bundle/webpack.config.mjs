// @ts-check
/**
 * The bench's yardstick: the same shell and pages built as one ordinary app, without Module
 * Federation. The shell's own configuration with the federation plugin taken out, the same entry,
 * and the federation runtime replaced by plain dynamic imports of each remote's exposed modules (so
 * no app source changes and no remote imports another's source). Bench-only.
 */
import path from 'node:path';
import shellConfig from '../../../shell/webpack.config.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const REMOTES = [
  ['mfe-content', 'mfe_content'],
  ['mfe-services', 'mfe_services'],
  ['mfe-booking', 'mfe_booking'],
];
const federationStandIn = path.join(import.meta.dirname, 'federation-runtime-stand-in.cjs');

/** `mfe_services/PopularServices` → absolute path of the file the remote exposes under that name. */
async function exposedModules() {
  /** @type {Record<string, string>} */
  const modules = {};
  for (const [folder, name] of REMOTES) {
    const remoteDir = path.join(repoRoot, folder);
    const { exposes } = await import(path.join(remoteDir, 'federation.config.mjs'));
    for (const [key, file] of Object.entries(/** @type {Record<string, string>} */ (exposes))) {
      modules[`${name}/${key.replace(/^\.\//, '')}`] = path.join(remoteDir, file);
    }
  }
  return modules;
}

/** @param {unknown} env @param {{ mode?: string }} argv */
export default async (env, argv) => {
  const config = shellConfig(env, argv);
  return {
    ...config,
    context: path.join(repoRoot, 'shell'),
    entry: { main: './src/index.ts' },
    output: { ...config.output, path: path.join(import.meta.dirname, 'dist'), uniqueName: 'single_bundle' },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, '@module-federation/enhanced/runtime$': federationStandIn },
    },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        {
          test: federationStandIn,
          // The written module is an ES module, whatever the file's extension says.
          type: 'javascript/esm',
          use: { loader: federationStandIn, options: { modules: await exposedModules() } },
        },
      ],
    },
    plugins: (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin'),
  };
};
