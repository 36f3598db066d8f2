/**
 * The page server of the shell and each remote (`serveBuild`), and what the build tools share with
 * it: the page index's format, the tokens the prerender writes for addresses known only when serving,
 * the files the shell's build writes for its server, and the run-time configuration.
 */
export { createBuildServer, serveBuild } from './serve.js';
export {
  classesOfCss,
  fragmentFileOf,
  fragmentOf,
  hasExecutableScript,
  HREFLANG,
  pageIndexOf,
  pathInLanguage,
  PRERENDER_BUILD_FILE,
  stylesheetsFor,
  widgetFileOf,
  type PageAddress,
  type PageMeta,
  type WidgetAddress,
} from './fragments.js';
export { createFreshPages, planFor, pagesFor, type PagesModule, type Plan } from './fresh-pages.js';
export {
  checkedPageIndex,
  PAGE_INDEX_FILE,
  PAGE_INDEX_VERSION,
  type IndexedPage,
  type IndexedWidget,
  type Language,
  type PageIndex,
} from './page-index.js';
export {
  API_URL_TOKEN,
  buildIdOf,
  inlineStylesheet,
  LAYOUT_PATH,
  PACKAGE_URL_TOKEN,
  shellPageFileOf,
  SITE_REDIRECTS_FILE,
  SITE_ROUTES_FILE,
  SITE_URL_TOKEN,
} from './page.js';
export { PAGE_REGION_MARKER, SITE_IMAGE_FILE, shellBuildIdOf } from './prerendered-pages.js';
export { parseHtml } from './html.js';
export { runtimeConfigFromEnv, siteUrlFromEnv, type RuntimeConfig } from './runtime-config.js';
