// @ts-check
/**
 * The webpack configuration every front-end package builds with: one place for the federation
 * settings its maintainers recommend (async boundary in each entry, singletons, loaded-first,
 * manifest, fixed-name entries served no-cache beside content-hashed chunks).
 *
 * The shell is the page's host and provides the one federation runtime. A remote builds twice: the
 * remote the shell loads (dist/, runtime left to the host) and its standalone page
 * (dist/standalone/, a host of its own) for its team's runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { runtimeConfigFromEnv } from 'site-server';
import { SiteRoutesPlugin, StartupPreloadPlugin } from './startup-assets.mjs';

const require = createRequire(import.meta.url);
const babelOptions = require('./babel.cjs');
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const sharedUiPackage = JSON.parse(fs.readFileSync(require.resolve('shared-ui/package.json'), 'utf8'));
const contractPackage = JSON.parse(fs.readFileSync(require.resolve('contract/package.json'), 'utf8'));

/**
 * Libraries holding React context or module state: one copy in the page, whoever loads first. The
 * router is not among them: it is shared as `shared-ui/router`, which lists what the site uses, so
 * the rest of react-router (its server half, data routers) is left out of every build. Nor are
 * formik and yup: only shared-ui/forms (useFormik) and contract (its schemas) import them, and both
 * are singletons, so each has one copy in the page inside its importer's chunks, where webpack drops
 * what is unused (a shared library ships whole): 3.2 KB gzip less on every form page.
 */
const SINGLETONS = ['react', 'react-dom', 'shared-ui', 'contract', 'contract/forms'];
/**
 * Shared with every subpath (`react/jsx-runtime`, `react-dom/client`, `shared-ui/fields`), or
 * those subpaths are bundled a second time. contract's subpaths (`contract/rules`,
 * `contract/hospital`) are not: they are small, stateless and on every page, so each build keeps
 * just what it uses, inside its own chunks, rather than fetching two more shared chunks per page.
 * `contract/forms` is shared: the forms' code and shared-ui's form kit all use its error vocabulary
 * and rules, which webpack would otherwise copy into each of a form page's chunks; its rules fetch
 * the schemas (with yup) on a form's first use. The main entry (every schema) is for the API.
 */
const WITH_SUBPATHS = ['react', 'react-dom', 'shared-ui'];
/** The site's own shared packages: a remote takes no older one than it was built against. */
const STRICT = ['shared-ui', 'contract', 'contract/forms'];

/** The page's host starts the runtime; a remote reads it from this global (`experiments.externalRuntime`). */
const EXTERNAL_RUNTIME_PROVIDER = fileURLToPath(
  // The ES-module build: its CommonJS twin, which `provideExternalRuntime` picks, brings a second
  // copy of the runtime core into the host.
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/**
 * axios picks its XMLHttpRequest adapter wherever XMLHttpRequest exists, so in a browser its fetch
 * adapter (2.5 KB gzip of every page that calls the API) never runs: browser builds take this
 * stand-in, which tells axios that no fetch adapter is available.
 */
const axiosWithoutFetchAdapter = new webpack.NormalModuleReplacementPlugin(
  /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
  path.join(buildDir, 'axios-no-fetch-adapter.mjs'),
);

/** The federation runtime's error sentences, left out of the browser (federation-error-texts.mjs says why). */
const federationErrorTexts = new webpack.NormalModuleReplacementPlugin(
  /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
  path.join(buildDir, 'federation-error-texts.mjs'),
);

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router
 * #12532, "intended to be temporary"); production bundles take the production build instead.
 */
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const productionRouter = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
};

/**
 * @typedef {{ singleton: true, requiredVersion: string, strictVersion?: true }} SharedConfig
 * @typedef {{ name: string, dependencies?: Record<string, string> }} PackageJson
 */

/**
 * @param {PackageJson} ownPackage
 * @param {{ strictOwnPackages: boolean }} options
 * @returns {Record<string, SharedConfig>}
 */
export function sharedSingletons(ownPackage, { strictOwnPackages }) {
  /** @param {string} name */
  const versionOf = (name) => {
    // The version this build was made against: a remote needs at least that much of shared-ui.
    if (name === 'shared-ui') return `^${sharedUiPackage.version}`;
    if (name === 'contract' || name === 'contract/forms') return `^${contractPackage.version}`;
    const version = ownPackage.dependencies?.[name] ?? sharedUiPackage.dependencies?.[name];
    if (!version) throw new Error(`${name} must be a dependency of ${ownPackage.name} or shared-ui`);
    return version;
  };
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    /** @type {SharedConfig} */
    const config = { singleton: true, requiredVersion: versionOf(name) };
    // A remote built against exports the page's shell lacks (or of another shape: contract 2 builds
    // its schemas on first use) must fail loudly, in its own region, not run with wrong imports.
    if (STRICT.includes(name) && strictOwnPackages) config.strictVersion = true;
    shared[name] = config;
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = { ...config };
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
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} Config
 */

/** @param {boolean} production */
const compressionPlugins = (production) =>
  production
    ? ['gzip', 'brotliCompress'].map(
        (algorithm) =>
          new CompressionPlugin({
            filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
            algorithm,
            test: /\.(js|css|html|svg|json)$/,
            threshold: 1024,
          }),
      )
    : [];

/** Where the team's source maps go: beside dist/, never served (the servers answer dist/ only). */
const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/**
 * A production build's source maps, written to dist-sourcemaps/ in dist/'s layout
 * (dist/standalone/main.1234abcd.js → dist-sourcemaps/standalone/main.1234abcd.js.map) and not named
 * in the files, so a visitor's browser never asks for them. The folder is emptied first, keeping
 * what `keep` matches (another build's part, as output.clean does), so it holds this build's maps only.
 */
class SourceMapsBesideDist {
  /** @param {string} relativeDir the maps' folder from the output folder @param {RegExp} [keep] */
  constructor(relativeDir, keep) {
    this.relativeDir = relativeDir;
    this.keep = keep;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new webpack.SourceMapDevToolPlugin({ filename: `${this.relativeDir}/[file].map`, append: false }).apply(compiler);
    compiler.hooks.emit.tapPromise(SourceMapsBesideDist.name, async () => {
      const dir = path.resolve(compiler.outputPath, this.relativeDir);
      const entries = await fs.promises.readdir(dir).catch(() => []);
      await Promise.all(
        entries
          .filter((entry) => !this.keep?.test(entry))
          .map((entry) => fs.promises.rm(path.join(dir, entry), { recursive: true, force: true })),
      );
    });
  }
}

/**
 * @param {{ packageDir: string, outputDir: string, production: boolean }} options
 * @param {RegExp} [keep]
 */
function sourceMapPlugins({ packageDir, outputDir, production }, keep) {
  if (!production) return [];
  const mapsDir = path.join(packageDir, SOURCE_MAPS_DIR, path.relative(path.join(packageDir, 'dist'), outputDir));
  return [new SourceMapsBesideDist(path.relative(outputDir, mapsDir), keep)];
}

/** Imported files (images, fonts) by content: the same name in the client build and the prerender. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * css-loader's CSS modules settings: the prerender must name classes exactly as the client build
 * does, or its HTML would not match the client's stylesheets.
 * @param {string} federationName @param {boolean} production
 */
const cssModules = (federationName, production) => ({
  auto: true,
  namedExport: false,
  exportLocalsConvention: /** @type {const} */ ('as-is'),
  // Federation does not isolate CSS: class names carry the package's name.
  localIdentName: production ? `${federationName}-[hash:base64:6]` : '[name]__[local]',
  localIdentHashSalt: federationName,
});

/** @param {boolean} production */
const babelRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'babel-loader',
    options: { ...babelOptions({ development: !production }), cacheDirectory: true },
  },
});

/**
 * What every build of a package shares: Babel, CSS modules, assets, compression.
 * @param {AppOptions & { production: boolean, outputDir: string, publicPath: string, uniqueName: string }} options
 * @returns {Config}
 */
function baseConfig({ packageDir, federationName, production, outputDir, publicPath, uniqueName }) {
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    // Production maps come from SourceMapsBesideDist.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath,
      uniqueName,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: production ? ASSET_FILENAME : 'assets/[name][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: production ? productionRouter : {} },
    module: {
      rules: [
        babelRule(production),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { modules: cssModules(federationName, production) } },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|gif|woff2)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      // Production only (minimize is off in development): webpack's own JavaScript minimizer ('...',
      // terser) and cssnano's default preset for the extracted CSS, so comments in CSS cost no bytes.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
  };
}

/**
 * What every page runs before its first live render: React, the router and shared-ui's parts the
 * layout uses. The page's host bundles them into its entry (`eager`) instead of a chunk each: one
 * file compresses better than fourteen (gzip shares one dictionary across them), 7.7 KB gzip less
 * on every page, and no chain of requests after the entry. Remotes still take them from the host's
 * share scope; everything else stays a chunk fetched when a page first uses it.
 */
const EAGER_ON_HOST = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'shared-ui',
  'shared-ui/host',
  'shared-ui/router',
  'shared-ui/i18n',
  'shared-ui/icons',
  'shared-ui/carousel-hook',
  'shared-ui/tokens.css',
];

/**
 * The shared modules of a page's host: the singletons, with those every page starts with bundled eagerly.
 * @param {PackageJson} ownPackage
 * @returns {Record<string, SharedConfig & { eager?: true }>}
 */
export function hostShared(ownPackage) {
  /** @type {Record<string, SharedConfig & { eager?: true }>} */
  const shared = sharedSingletons(ownPackage, { strictOwnPackages: false });
  for (const key of EAGER_ON_HOST) {
    const config = shared[key] ?? shared[`${key.split('/')[0]}/`];
    if (!config) throw new Error(`${key} is not shared`);
    shared[key] = { ...config, eager: true };
  }
  return shared;
}

/**
 * A page of its own: the shell's site, or a remote's standalone frame. It starts the federation
 * runtime and provides it to the remotes it loads.
 * @param {AppOptions & { production: boolean, outputDir: string, publicPath: string, name: string, ownPackage: PackageJson }} options
 * @returns {Config}
 */
function hostConfig(options) {
  const { production, name, title, description, favicon, ownPackage } = options;
  const hashed = production ? '.[contenthash:8]' : '';
  const base = baseConfig({ ...options, uniqueName: name });
  return {
    ...base,
    name,
    entry: { main: './src/index.ts' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        shared: hostShared(ownPackage),
        // version-first would fetch every remote's entry at start-up, so one dead remote could
        // blank the page (module-federation/core#3877); loaded-first fetches a remote when used.
        shareStrategy: 'loaded-first',
        runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER],
        manifest: true,
        dts: false,
        // Browser-only: leaves the runtime's Node loading code out (about 2.5 KB br per container).
        experiments: { optimization: { target: 'web' } },
      }),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      axiosWithoutFetchAdapter,
      federationErrorTexts,
      new HtmlWebpackPlugin({
        template: path.join(buildDir, 'index.html'),
        templateParameters: { title, description: description ?? title },
        ...(favicon ? { favicon } : {}),
        scriptLoading: 'defer',
      }),
      new StartupPreloadPlugin(),
      new SiteRoutesPlugin(),
      ...compressionPlugins(production),
      ...sourceMapPlugins(options),
    ],
    devServer: devServer(options, { index: `${options.publicPath}index.html` }),
  };
}

/**
 * @param {AppOptions} options
 * @param {{ index: string }} page
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServer(options, { index }) {
  return {
    port: Number(process.env[options.portVariable] ?? options.port),
    historyApiFallback: { index },
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
  };
}

const STANDALONE_PART = /^standalone([\\/]|$)/;

/**
 * The remote the shell loads: `remoteEntry.js`, `mf-manifest.json` and chunks, with no runtime of
 * its own (the page's host provides it) and no page.
 * @param {AppOptions & { production: boolean, outputDir: string, exposes: Record<string, string>, ownPackage: PackageJson }} options
 * @returns {Config}
 */
function remoteConfig(options) {
  const { federationName, production, exposes, ownPackage } = options;
  const hashed = production ? '.[contenthash:8]' : '';
  const base = baseConfig({ ...options, publicPath: 'auto', uniqueName: federationName });
  return {
    ...base,
    name: federationName,
    entry: {},
    // The standalone build writes into dist/standalone/.
    output: { ...base.output, clean: { keep: STANDALONE_PART } },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(ownPackage, { strictOwnPackages: true }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      axiosWithoutFetchAdapter,
      federationErrorTexts,
      ...compressionPlugins(production),
      ...sourceMapPlugins(options, STANDALONE_PART),
    ],
  };
}

/**
 * The shell's build, or a remote's two (the remote first: the standalone page goes inside its dist/).
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => Config | Config[]}
 */
export function createAppConfig(options) {
  const { packageDir, federationName, exposes } = options;
  const ownPackage = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const dist = path.join(packageDir, 'dist');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    if (!exposes) {
      // The shell's HTML is served for deep links such as /services/cardiology, so it must load
      // its scripts from the root. Remotes resolve their own origin from the manifest.
      return hostConfig({ ...options, production, outputDir: dist, publicPath: '/', name: federationName, ownPackage });
    }
    const remote = remoteConfig({ ...options, exposes, production, outputDir: dist, ownPackage });
    const standalone = hostConfig({
      ...options,
      production,
      outputDir: path.join(dist, 'standalone'),
      publicPath: '/standalone/',
      name: `${federationName}_standalone`,
      ownPackage,
    });
    return [
      { ...remote, devServer: standalone.devServer },
      { ...standalone, dependencies: [federationName], devServer: undefined },
    ];
  };
}

/**
 * Where the prerender's bundle goes: beside dist/, never served; a remote's page server renders its
 * pages again with it (decision 0018), so a host keeps it beside dist/.
 */
export const PRERENDER_DIR = 'dist-prerender';

/**
 * The package's public base URL, which its prerendered HTML names its images under: the HTML is
 * shown inside the shell's page, on another origin. A remote's is its manifest's folder from the
 * run-time configuration (MFE_CONTENT_URL…, default http://localhost:<port>/), read at build: a
 * remote that moves host builds again. The shell serves its own files from its root.
 * @param {string} federationName @param {NodeJS.ProcessEnv} env
 */
export function publicBaseUrl(federationName, env) {
  const manifestUrl = runtimeConfigFromEnv(env).remotes[federationName];
  return manifestUrl ? new URL('.', manifestUrl).href : '/';
}

/**
 * The package's pages' module (`src/app/prerender.tsx`) bundled for Node, for tooling/prerender.mjs:
 * no federation (everything bundled, one file), class names as in the client's production build
 * (css-loader `exportOnlyLocals`: the stylesheets are the client's), imported files named as the
 * client names them, at `publicUrl`, and not written again.
 * @param {{ packageDir: string, federationName: string, publicUrl: string }} options
 * @returns {Config}
 */
export function prerenderConfig({ packageDir, federationName, publicUrl }) {
  return {
    name: `${federationName}_prerender`,
    mode: 'production',
    target: 'node20.19',
    context: packageDir,
    devtool: false,
    entry: { prerender: './src/app/prerender.tsx' },
    output: {
      path: path.join(packageDir, PRERENDER_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: publicUrl,
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: productionRouter },
    module: {
      rules: [
        babelRule(true),
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModules(federationName, true), exportOnlyLocals: true } },
          },
        },
        { test: /\.(svg|png|jpe?g|webp|gif|woff2)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Read by Node only: readable stack traces matter more than bytes.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}
