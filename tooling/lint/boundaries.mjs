// @ts-check
/**
 * The house's import boundaries as an oxlint (ESLint-compatible) rule, so `npm run lint` fails on:
 * - a remote importing another remote or the shell (it shows their widgets through the federation
 *   runtime), or shared-ui importing either;
 * - front-end code importing axios or swr itself (data comes only through shared-ui's API client);
 * - the router imported from anywhere but `shared-ui/router` outside shared-ui: that is the one
 *   router in the page (react-router itself is not shared, so a direct import would bring a second
 *   router whose hooks find no context), and links to the site's pages go through `siteHref` and
 *   shared-ui's `SiteLink`/`useSiteNavigate`, so a mistyped path fails the type check;
 * - an import of shared-ui's source files (`shared-ui/src/...`) instead of its public subpaths;
 * - a relative import that leaves its own package (workspaces are linked, so it would resolve);
 * - a feature importing another feature or the app layer (shared code flows shared-ui → features → app);
 * - in the API (`api/src/features`), where features do call each other: a feature reaching into
 *   another's files instead of its public surface (its `index.ts`), or an import that closes a
 *   circle of features (`appointments → accounts → sessions → appointments`), which leaves no
 *   order to read, test or change them in.
 */
import fs from 'node:fs';
import path from 'node:path';

const REMOTES = ['mfe-content', 'mfe-services', 'mfe-booking'];
const APPS = ['shell', ...REMOTES];
const FRONT_END = [...APPS, 'shared-ui'];
const DATA_LIBRARIES = ['axios', 'swr'];
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];

/** @param {string} specifier */
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

/** @param {string} file @returns {string | null} the folder of the package holding `file` */
function packageDirOf(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/**
 * The feature a file belongs to, or 'app' for the app layer, from its path inside its package.
 * @param {string} relativePath e.g. `src/features/lab-booking/LabForm.tsx`
 */
function layerOf(relativePath) {
  const parts = relativePath.split(path.sep);
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'features' && parts.length > 3) return `feature:${parts[2]}`;
  if (parts[1] === 'app') return 'app';
  return null;
}

/** Import specifiers in a module's text: `from '...'`, `import '...'` and `import('...')`. */
const SPECIFIERS = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** @type {Map<string, Map<string, Set<string>>>} each features folder's graph, read once a lint run */
const featureGraphs = new Map();

/**
 * Which features each feature of `featuresDir` imports, read from the import lines of its files.
 * @param {string} featuresDir e.g. `api/src/features`
 * @returns {Map<string, Set<string>>}
 */
function featureGraph(featuresDir) {
  const known = featureGraphs.get(featuresDir);
  if (known) return known;
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const feature of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    /** @type {Set<string>} */
    const imports = new Set();
    const folder = path.join(featuresDir, feature.name);
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.[cm]?[jt]sx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
        if (target && target !== '..' && target !== feature.name) imports.add(target);
      }
    }
    graph.set(feature.name, imports);
  }
  featureGraphs.set(featuresDir, graph);
  return graph;
}

/**
 * The features from `from` back to `to` along their imports, or null when there is no way back.
 * @param {Map<string, Set<string>>} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | null}
 */
function pathBack(graph, from, to) {
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [from];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    for (const next of graph.get(at) ?? []) {
      if (next === to) {
        const way = [at];
        while (way[0] !== from) way.unshift(/** @type {string} */ (cameFrom.get(/** @type {string} */ (way[0]))));
        return [...way, to];
      }
      if (seen.has(next)) continue;
      seen.add(next);
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The API's features call each other, through each one's `index.ts` only, and never in a circle.
 * @param {string} packageDir
 * @param {string} file
 * @param {string} resolved what the relative import points at
 * @returns {string | null}
 */
function apiFeatureViolation(packageDir, file, resolved) {
  const featuresDir = path.join(packageDir, 'src', 'features');
  const [from] = path.relative(featuresDir, file).split(path.sep);
  const [to, ...inside] = path.relative(featuresDir, resolved).split(path.sep);
  if (!from || from === '..' || !to || to === '..' || to === from) return null;
  if (inside.length > 1 || (inside.length === 1 && !/^index(\.[cm]?[jt]s)?$/.test(inside[0] ?? ''))) {
    return `a feature must not reach into another feature's files (${to}/${inside.join('/')}): import "../${to}", its public surface (index.ts)`;
  }
  const back = pathBack(featureGraph(featuresDir), to, from);
  return back ? `this import closes a circle of features: ${[from, ...back].join(' → ')}` : null;
}

/**
 * @param {string} file absolute path of the importing file
 * @param {string} specifier what it imports
 * @returns {string | null} why the import is not allowed, or null
 */
export function boundaryViolation(file, specifier) {
  const packageDir = packageDirOf(file);
  if (!packageDir) return null;
  const own = path.basename(packageDir);
  if (own === 'api') {
    return specifier.startsWith('.')
      ? apiFeatureViolation(packageDir, file, path.resolve(path.dirname(file), specifier))
      : null;
  }
  if (!FRONT_END.includes(own)) return null;

  if (!specifier.startsWith('.')) {
    const target = packageOf(specifier);
    if (APPS.includes(target) && target !== own) {
      return own === 'shared-ui'
        ? `shared-ui must not import "${target}": it is the library every app builds on`
        : `"${own}" must not import "${target}": show another app's widget through RemoteWidget and the widget registry`;
    }
    if (DATA_LIBRARIES.includes(target) && own !== 'shared-ui') {
      return `"${target}" is shared-ui's business: call the API through shared-ui's typed endpoint functions and hooks`;
    }
    if (ROUTER_PACKAGES.includes(target) && own !== 'shared-ui') {
      return `import the router from "shared-ui/router", not "${target}" (one router in the page; links through shared-ui's SiteLink, SiteNavLink, SiteRedirect or useSiteNavigate with siteHref)`;
    }
    if (target === 'shared-ui' && /^shared-ui\/src(\/|$)/.test(specifier)) {
      return 'import shared-ui by its public subpaths (shared-ui, shared-ui/forms, ...), not its source files';
    }
    return null;
  }

  const resolved = path.resolve(path.dirname(file), specifier);
  const fromPackage = path.relative(packageDir, resolved);
  if (fromPackage.startsWith('..')) {
    return `relative import leaves "${own}": import other packages by name, through their public surface`;
  }
  const from = layerOf(path.relative(packageDir, file));
  const to = layerOf(fromPackage);
  if (from?.startsWith('feature:') && to && to !== from) {
    return to === 'app'
      ? 'a feature must not import the app layer (src/app): the app composes features, not the reverse'
      : `a feature must not import another feature (${to.slice(8)}): move what both need to src/components or shared-ui`;
  }
  return null;
}

/** @type {any} */
const noCrossBoundaryImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the boundaries of packages, remotes and features.' },
    schema: [],
  },
  /** @param {any} context */
  create(context) {
    const file = context.filename ?? context.getFilename();
    /** @param {any} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryViolation(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      /** @param {any} node */
      ImportDeclaration: (node) => check(node.source),
      /** @param {any} node */
      ImportExpression: (node) => check(node.source),
      /** @param {any} node */
      ExportNamedDeclaration: (node) => check(node.source),
      /** @param {any} node */
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: { 'no-cross-boundary-imports': noCrossBoundaryImports },
};
