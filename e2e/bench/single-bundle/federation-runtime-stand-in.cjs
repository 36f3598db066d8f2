// @ts-check
/**
 * The single-bundle stand-in for `@module-federation/enhanced/runtime`, as a webpack loader that is
 * applied to this very file: the module it writes replaces the file's own text. `loadRemote('mfe_x/y')`
 * becomes a plain dynamic import of the module the remote exposes as `./y`, so the shell's code runs
 * unchanged while webpack bundles every remote's pages into one ordinary app.
 * @this {{ getOptions: () => { modules: Record<string, string> } }}
 */
module.exports = function remoteModules() {
  const { modules } = this.getOptions();
  const entries = Object.entries(modules).map(
    ([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`,
  );
  return `const MODULES = {
${entries.join('\n')}
};
export function loadRemote(id) {
  const load = MODULES[id];
  return load ? load() : Promise.reject(new Error('No module ' + id + ' in the single bundle'));
}
export function preloadRemote() {
  return Promise.resolve();
}
export function registerRemotes() {}
export function registerPlugins() {}
`;
};
