// @ts-check
/**
 * Build-time help for a host page's first paint: preload hints for the files its start-up needs,
 * the route table its server reads to preload the first route's remote, and the redirects it answers.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { SITE_REDIRECTS_FILE, SITE_ROUTES_FILE } from 'site-server';

const require = createRequire(import.meta.url);
const PLUGIN = 'startup-assets';

/**
 * @typedef {import('webpack').Compilation} Compilation
 * @typedef {import('webpack').Chunk} Chunk
 * @typedef {import('webpack').Module} Module
 */

/**
 * The chunks the page loads before it can render: the bootstrap behind the entry's async boundary,
 * and, transitively, the chunks of the shared modules those chunks consume (the host provides them
 * itself). Lazily loaded code (pages, panels, form schemas) is not among them.
 * @param {Compilation} compilation
 * @returns {Chunk[]}
 */
export function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return [];
  const entryChunks = new Set(entrypoint.chunks);
  const entryModules = new Set(
    entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]),
  );

  /** @type {Map<string, Chunk[]>} share key → the chunks its provided module is in */
  const providedChunks = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    const block = module.blocks[0];
    const group = block ? chunkGraph.getBlockChunkGroup(block) : undefined;
    if (name && group) providedChunks.set(name, group.chunks);
  }

  /** @type {Set<Chunk>} */
  const needed = new Set();
  /** @param {readonly Chunk[]} chunks */
  const add = (chunks) => {
    for (const chunk of chunks) {
      if (needed.has(chunk) || entryChunks.has(chunk)) continue;
      needed.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options
          ?.shareKey;
        add((shareKey && providedChunks.get(shareKey)) || []);
      }
    }
  };
  for (const group of compilation.chunkGroups) {
    const fromEntry = group.origins.some((origin) => origin.module && entryModules.has(origin.module));
    if (fromEntry && !group.isInitial()) add(group.chunks);
  }
  return [...needed];
}

/**
 * Adds `<link rel="preload">` for every script of `startupChunks` to the page, so the browser fetches
 * them beside the entry script instead of one round trip after another, and links their stylesheets:
 * the page arrives with its layout written in (the shell's prerender), which must paint styled, not
 * wait for the script to add its CSS (webpack's CSS loader finds these links and adds none again).
 */
export class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = startupChunks(compilation)
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file))
          .sort();
        const preloads = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${publicPath}${file}` }
              : { rel: 'preload', href: `${publicPath}${file}`, as: 'script' },
          ),
        );
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

/**
 * One of shared-ui's TypeScript modules, bundled for Node (which cannot import it as it is).
 * @param {string} entry the module's file
 */
async function importSharedModule(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced nothing for ${path.basename(entry)}`);
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
}

/**
 * `[{ path, owner }]` from shared-ui's route table (TypeScript), for a server that cannot import it;
 * the staff desk's routes marked `staff: true` (never prerendered, `noindex`, `no-store`).
 * @returns {Promise<{ path: string, owner: string, staff?: true }[]>}
 */
export async function readSiteRoutes() {
  const module = await importSharedModule(require.resolve('shared-ui/site-routes'));
  /** @typedef {{ path: string, owner: string }} Route */
  return [
    ...module.SITE_ROUTES.map((/** @type {Route} */ route) => ({ path: route.path, owner: route.owner })),
    ...(module.STAFF_ROUTES ?? []).map((/** @type {Route} */ route) => ({
      path: route.path,
      owner: route.owner,
      staff: /** @type {const} */ (true),
    })),
  ];
}

/**
 * `[{ from, to }]`: each service's `/services/{slug}` address whose one page is a topic page, and
 * that page, from shared-ui's `TOPIC_PAGE_OF_SERVICE`, so the server keeps no copy of the map. The
 * module is read from its file: a subpath of its own would widen shared-ui's versioned surface.
 * @returns {Promise<{ from: string, to: string }[]>}
 */
export async function readSiteRedirects() {
  const sharedUi = path.dirname(require.resolve('shared-ui/package.json'));
  const module = await importSharedModule(path.join(sharedUi, 'src', 'config', 'serviceHref.ts'));
  return Object.entries(/** @type {Record<string, string>} */ (module.TOPIC_PAGE_OF_SERVICE)).map(
    ([serviceSlug, to]) => ({ from: `/services/${encodeURIComponent(serviceSlug)}`, to }),
  );
}

/** The files the host's server reads: which remote renders a path, and which paths redirect. */
export { SITE_REDIRECTS_FILE, SITE_ROUTES_FILE };

/** Writes the route table and the redirects the shell was built with beside its page. */
export class SiteRoutesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const [routes, redirects] = await Promise.all([readSiteRoutes(), readSiteRedirects()]);
          compilation.emitAsset(SITE_ROUTES_FILE, new RawSource(JSON.stringify(routes)));
          compilation.emitAsset(SITE_REDIRECTS_FILE, new RawSource(JSON.stringify(redirects)));
        },
      );
    });
  }
}
