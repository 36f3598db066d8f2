// @ts-check
/**
 * The webpack configuration every front-end package builds with: one place for the federation
 * settings its maintainers recommend (async boundary in each entry, singletons, loaded-first,
 * manifest, fixed-name entries served no-cache beside content-hashed chunks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { runtimeConfigFromEnv } from './runtime-config.mjs';

const require = createRequire(import.meta.url);
const babelOptions = require('./babel.cjs');
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const sharedUiPackage = JSON.parse(fs.readFileSync(require.resolve('shared-ui/package.json'), 'utf8'));

/** Libraries holding React context or module state: one copy in the page, whoever loads first. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'shared-ui', 'formik', 'yup'];
/**
 * Shared with every subpath (`react/jsx-runtime`, `react-dom/client`, `shared-ui/contract`), or
 * those subpaths are bundled a second time.
 */
const WITH_SUBPATHS = ['react', 'react-dom', 'shared-ui'];

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router
 * #12532, "intended to be temporary"); production bundles take the production build instead.
 */
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const productionRouter = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

/**
 * @param {Record<string, Record<string, string>>} ownPackage
 * @returns {Record<string, { singleton: true, requiredVersion: string }>}
 */
function sharedSingletons(ownPackage) {
  /** @param {string} name */
  const versionOf = (name) => {
    const version = ownPackage.dependencies?.[name] ?? sharedUiPackage.dependencies?.[name];
    if (name === 'shared-ui') return `^${sharedUiPackage.version}`;
    if (!version) throw new Error(`${name} must be a dependency of ${ownPackage.name} or shared-ui`);
    return version;
  };
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = { singleton: true, requiredVersion: versionOf(name) };
  }
  return shared;
}

/**
 * @typedef {object} AppOptions
 * @property {string} packageDir the package's folder (use `import.meta.dirname`)
 * @property {string} federationName container name, an identifier: `mfe_booking`
 * @property {string} title page title of the package's own HTML page
 * @property {string} [description] meta description of that page (defaults to the title)
 * @property {number} port dev server port (the env override is read here too)
 * @property {string} portVariable env variable overriding the port
 * @property {Record<string, string>} [exposes] remotes only: the public modules
 * @property {string} [favicon]
 */

/**
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration & { devServer: import('webpack-dev-server').Configuration }}
 */
export function createAppConfig(options) {
  const { packageDir, federationName, title, description, exposes, favicon } = options;
  const isHost = !exposes;
  const ownPackage = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const port = Number(process.env[options.portVariable] ?? options.port);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        // The shell's HTML is served for deep links such as /services/cardiology, so it must
        // load its scripts from the root. Remotes resolve their own origin from the manifest.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: production ? productionRouter : {} },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'babel-loader',
              options: { ...babelOptions({ development: !production }), cacheDirectory: true },
            },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    // Federation does not isolate CSS: class names carry the package's name.
                    localIdentName: production ? `${federationName}-[hash:base64:6]` : '[name]__[local]',
                    localIdentHashSalt: federationName,
                  },
                },
              },
            ],
          },
          { test: /\.(svg|png|jpe?g|webp|gif|woff2)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons(ownPackage),
          // version-first would fetch every remote's entry at start-up, so one dead remote could
          // blank the page (module-federation/core#3877); loaded-first fetches a remote when used.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Browser-only: leaves the runtime's Node loading code out (about 2.5 KB br per container).
          experiments: { optimization: { target: 'web' } },
        }),
        new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
        // A remote's page is its standalone frame (its team's own runs); the shell's is the site.
        new HtmlWebpackPlugin({
          template: path.join(buildDir, 'index.html'),
          templateParameters: { title, description: description ?? title },
          ...(favicon ? { favicon } : {}),
          scriptLoading: 'defer',
        }),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/runtime-config.json',
            middleware: (
              /** @type {import('node:http').IncomingMessage} */ _req,
              /** @type {import('node:http').ServerResponse} */ res,
            ) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
            },
          });
          return middlewares;
        },
      },
    };
  };
}
