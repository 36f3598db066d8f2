/**
 * Pages that follow the catalogue (issue 48, decision 0018): a remote's page server asks the API for
 * the catalogue's version every `FRESH_POLL_MS`; when it moved since the pages were rendered, it
 * asks what changed and renders again, with the same build's pages module (`dist-prerender/`,
 * written by the build beside `dist/`), only the pages those changes show, from the live API. The
 * new HTML goes into files of its own (`…~<hash>.html`: a fragment file never changes, as the
 * shell's server caches them for good), and the page index is replaced by rename with those names,
 * the pages' new head (JSON-LD) and the time of the change as their `lastmod`. Both go into the
 * server's state folder (pages-state.ts), never into `dist/`, which stays as built (read-only in
 * the image). One render at a time; a page whose render fails keeps its HTML; a release (another
 * build id) wins over a render made for the build before it; servers sharing a state folder never
 * write half a file, and one that rendered an older version than the index already holds does not
 * write it.
 *
 * The pages the build rendered came from the build's API, so the first poll after a start renders
 * every page again from the live one (the files of those that did not change are kept), and so
 * does the first after the hospital's midnight (a leave that has passed, a fee that took effect).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  classesOfCss,
  fragmentFileOf,
  fragmentOf,
  hasExecutableScript,
  pageIndexOf,
  pathInLanguage,
  PRERENDER_BUILD_FILE,
  stylesheetsFor,
  widgetFileOf,
  type PageAddress,
  type PageMeta,
  type WidgetAddress,
} from './fragments.js';
import { fetchJsonOf, type HospitalFactsReader } from './hospital-facts.js';
import { parseHtml } from './html.js';
import { API_URL_TOKEN, buildIdOf, LAYOUT_PATH, shellPageFileOf, SITE_URL_TOKEN } from './page.js';
import {
  PAGE_INDEX_FILE,
  pageIndexFrom,
  type IndexedPage,
  type IndexedWidget,
  type Language,
  type PageIndex,
} from './page-index.js';
import { PAGES_STATE_FOLDER, pagesState, shellLayoutFileOf } from './pages-state.js';
import { shellBuildIdOf } from './prerendered-pages.js';

/** How often the catalogue's version is asked (a change shows within this, the render and the shell's 10 s). */
export const FRESH_POLL_MS = 15_000;
/** Where the build bundles a package's pages' module, beside `dist/` (tooling/webpack.mjs `PRERENDER_DIR`). */
export const PRERENDER_MODULE_DIR = 'dist-prerender';
/** A page's HTML rendered again is kept this long after a later render replaced it: a shell may still hold the older index. */
const SUPERSEDED_KEPT_MS = 5 * 60_000;
/** The hospital's days, as the API counts them (contract's `todayInHospitalZone`). */
const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';
const hospitalDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE });
export const hospitalDayOf = (at: Date): string => hospitalDayFormat.format(at);

/** Where a pages' module calls the API, and the tokens it names the public API and the site by. */
export interface RenderApi {
  apiUrl: string;
  publicApiUrl: string;
  siteUrl: string;
}

/**
 * A package's pages' module as the build bundles it (`src/app/prerender.tsx`). `pagesShowing`: of
 * the pages listed, those that show any of the changed subjects; without it, every page.
 */
export interface PagesModule {
  listPages(api: RenderApi): Promise<PageAddress[]>;
  renderPage(
    page: PageAddress,
    api: RenderApi,
  ): Promise<{ html: string; data: Record<string, unknown>; meta: PageMeta }>;
  listWidgets?(): WidgetAddress[];
  renderWidget?(widget: WidgetAddress, api: RenderApi): Promise<{ html: string; data: Record<string, unknown> }>;
  pagesShowing?(subjects: string[], pages: PageAddress[], api: RenderApi): Promise<PageAddress[]>;
  /**
   * Puts the hospital's facts in force for the module's renders (contract's `setHospitalFacts`, of
   * the module's own bundle): the page server's facts, read from the API, before it renders.
   */
  setHospitalFacts?(facts: Record<string, string | number>): void;
  /** The shell's layout in a language (its header and footer), which its page is served in. */
  renderShellPage?(page: { lang: Language; layoutPath: string }, api: RenderApi): Promise<string>;
}

/**
 * The subject of a change to the hospital's facts (phones, address, hours): the header, the footer
 * and the texts of every page may show them, so every page is rendered again, whatever a module's
 * `pagesShowing` says.
 */
export const HOSPITAL_SUBJECT = 'hospital';

export interface CatalogueChange {
  subject: string;
  at: string;
}

/** `GET /api/catalogue/changes/?since=`: null changes, everything may have changed. */
export interface CatalogueChanges {
  version: string;
  changes: CatalogueChange[] | null;
}

/** What to render: nothing, every page, or the pages that show these subjects. */
export type Plan =
  | { kind: 'none' }
  | { kind: 'all'; version: string; day: string }
  | { kind: 'some'; version: string; day: string; changes: CatalogueChange[] };

/**
 * What the pages rendered at `rendered` (the index's record; none: as built) need now that the
 * catalogue is at `version` on `day`. Asks what changed only when the version moved on the same day.
 */
export async function planFor(
  rendered: PageIndex['catalogue'],
  { version, day }: { version: string; day: string },
  changesSince: (since: string) => Promise<CatalogueChanges>,
): Promise<Plan> {
  if (rendered?.version === version && rendered.day === day) return { kind: 'none' };
  if (!rendered || rendered.day !== day) return { kind: 'all', version, day };
  const answer = await changesSince(rendered.version);
  if (answer.changes === null) return { kind: 'all', version: answer.version, day };
  return { kind: 'some', version: answer.version, day, changes: answer.changes };
}

const keyOf = (page: PageAddress) => `${page.lang} ${page.path}`;

/**
 * The pages to render for a plan: every page listed now, or those the module says show a changed
 * subject, and any page listed now that the index lacks (a doctor added); and those the index
 * holds that are listed no more (a doctor retired), to drop.
 */
export async function pagesFor(
  plan: Exclude<Plan, { kind: 'none' }>,
  listed: PageAddress[],
  indexed: readonly PageAddress[],
  showing: PagesModule['pagesShowing'],
  api: RenderApi,
): Promise<{ render: PageAddress[]; drop: PageAddress[] }> {
  const known = new Set(indexed.map(keyOf));
  const stillListed = new Set(listed.map(keyOf));
  const subjects = plan.kind === 'some' ? [...new Set(plan.changes.map((change) => change.subject))] : [];
  const shown =
    plan.kind === 'all' || !showing || subjects.includes(HOSPITAL_SUBJECT)
      ? listed
      : await showing(subjects, listed, api);
  const render = new Set([...shown.map(keyOf), ...listed.filter((page) => !known.has(keyOf(page))).map(keyOf)]);
  return {
    render: listed.filter((page) => render.has(keyOf(page))),
    drop: indexed.filter((page) => !stillListed.has(keyOf(page))),
  };
}

/** The newest change's time, or `now` for a render of everything. */
const lastmodOf = (plan: Exclude<Plan, { kind: 'none' }>, now: Date) =>
  plan.kind === 'some' && plan.changes.length > 0
    ? plan.changes.map((change) => change.at).reduce((latest, at) => (at > latest ? at : latest))
    : now.toISOString();

/** A page's alternates among the pages listed: each language of the same page, English as the default. */
const alternatesOf = (page: PageAddress, listed: readonly PageAddress[]) => {
  const own = pathInLanguage(page);
  const meta = { title: '', description: '', jsonLd: [], robots: '', lastmod: '2000-01-01' };
  const languages = listed.filter((each) => pathInLanguage(each) === own);
  return (
    pageIndexOf({
      owner: '',
      buildId: '0000000000000000',
      routes: [],
      css: [],
      pages: languages.map((each) => ({ ...each, meta, css: [] })),
    }).pages.find((each) => each.lang === page.lang)?.alternates ?? []
  );
};

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** Writes a file whole or not at all: into a name of this process's own, then renamed over the old. */
function writeWhole(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const sameHead = (page: IndexedPage, meta: PageMeta) =>
  page.title === meta.title &&
  page.description === meta.description &&
  page.robots === meta.robots &&
  page.status === meta.status &&
  page.location === meta.location &&
  JSON.stringify(page.jsonLd) === JSON.stringify(meta.jsonLd);

export interface FreshPagesOptions {
  /** The package's folder: `dist/` and `dist-prerender/` inside it. */
  packageDir: string;
  /** Where the pages rendered again are written (`PAGES_STATE_DIR`); default `.pages-state/` in the package's folder. */
  stateDir?: string;
  /** Where this server calls the API (`PAGES_API_URL`). */
  apiUrl: string;
  fetchJson?: (url: string) => Promise<unknown>;
  now?: () => Date;
  log?: Pick<Console, 'info' | 'error'>;
  /** The hospital's facts this server holds: read again as the version moves, in force for each render. */
  facts?: HospitalFactsReader;
  /**
   * The shell's server: its build is its page's (no remote manifest), and its layout is rendered
   * again too, into `shell/<buildId>/index.<lang>.html` in the state folder, which it then serves.
   */
  shell?: boolean;
}

/**
 * The package's pages kept in step with the catalogue: `check()` runs one poll (and its render, if
 * one is needed; a second call while one runs waits for it and does nothing more); `start()` polls
 * every `pollMs` until `stop()`.
 */
export function createFreshPages({
  packageDir,
  stateDir = path.join(packageDir, PAGES_STATE_FOLDER),
  apiUrl,
  fetchJson = fetchJsonOf,
  now = () => new Date(),
  log = console,
  facts,
  shell = false,
}: FreshPagesOptions) {
  const dist = path.join(packageDir, 'dist');
  const moduleDir = path.join(packageDir, PRERENDER_MODULE_DIR);
  const state = pagesState(dist, stateDir);
  const api: RenderApi = { apiUrl, publicApiUrl: API_URL_TOKEN, siteUrl: SITE_URL_TOKEN };
  const require = createRequire(import.meta.url);
  let running: Promise<void> | null = null;
  let warned = '';

  const readDistIndex = () => pageIndexFrom(fs.readFileSync(path.join(dist, PAGE_INDEX_FILE)));
  /** The index served: the state folder's while it is of dist's build, else the build's own. */
  const readIndex = () => (state.current() ? pageIndexFrom(fs.readFileSync(state.indexFile)) : readDistIndex());
  /** A file the index names: rendered again (in the state folder) or as built. */
  const readServed = (file: string) => readText(path.join(stateDir, file)) ?? readText(path.join(dist, file));
  /** The build the served JavaScript is, and whether the pages' module beside it is of that build. */
  const servedBuild = () => {
    const buildId = shell
      ? shellBuildIdOf(fs.readFileSync(path.join(dist, shellPageFileOf('en')), 'utf8'))
      : buildIdOf(fs.readFileSync(path.join(dist, 'mf-manifest.json')));
    const stamp = readText(path.join(moduleDir, PRERENDER_BUILD_FILE));
    const moduleBuild = stamp === null ? null : (JSON.parse(stamp) as { buildId?: string }).buildId;
    return { buildId, moduleBuild };
  };
  /** The pages' module, loaded again when a new build put another one there. */
  const loadModule = (): PagesModule => {
    const file = path.join(moduleDir, 'prerender.cjs');
    const resolved = require.resolve(file);
    const loaded = require.cache[resolved];
    if (loaded && fs.statSync(file).mtimeMs !== (loaded as { loadedMtime?: number }).loadedMtime) {
      delete require.cache[resolved];
    }
    const pagesModule = require(resolved) as PagesModule;
    const entry = require.cache[resolved] as { loadedMtime?: number } | undefined;
    if (entry) entry.loadedMtime = fs.statSync(file).mtimeMs;
    return pagesModule;
  };
  const warnOnce = (message: string) => {
    if (warned !== message) log.error(`fresh pages: ${message}`);
    warned = message;
  };

  /** Renders the plan's pages and replaces the index; false when there was nothing it could do. */
  const render = async (index: PageIndex, plan: Exclude<Plan, { kind: 'none' }>) => {
    const started = performance.now();
    const pagesModule = loadModule();
    // The same process renders every page: the facts read from the API are those they show.
    const inForce = facts?.current();
    if (inForce) pagesModule.setHospitalFacts?.(inForce);
    const listed = await pagesModule.listPages(api);
    const { render: toRender, drop } = await pagesFor(plan, listed, index.pages, pagesModule.pagesShowing, api);
    const lastmod = lastmodOf(plan, now());
    const sheets = index.css.flatMap((file) => {
      const css = readText(path.join(dist, file));
      return css === null ? [] : [{ file, classes: classesOfCss(css) }];
    });
    const byKey = new Map(index.pages.map((page) => [keyOf(page), page]));
    const rendered = new Map<string, IndexedPage>();
    let changed = 0;
    let failed = 0;
    for (const page of toRender) {
      const old = byKey.get(keyOf(page));
      try {
        const result = await pagesModule.renderPage(page, api);
        if (hasExecutableScript(result.html)) throw new Error('its HTML has a script, which the site refuses');
        const fragment = fragmentOf(result.html, result.data);
        const oldFragment = old?.fragment ? readServed(old.fragment) : null;
        if (old && oldFragment === fragment && sameHead(old, result.meta)) continue;
        // The same HTML under a new head keeps its file.
        const file =
          old?.fragment && oldFragment === fragment
            ? old.fragment
            : fragmentFileOf(index.buildId, page, shortHash(fragment));
        if (file !== old?.fragment) writeWhole(path.join(stateDir, file), fragment);
        const [entry] = pageIndexOf({
          owner: index.owner,
          buildId: index.buildId,
          routes: index.routes,
          css: index.css,
          pages: [
            {
              ...page,
              meta: { ...result.meta, image: old ? old.image : null, lastmod },
              css: stylesheetsFor(result.html, sheets),
            },
          ],
          fragmentOfPage: () => file,
        }).pages;
        // An existing page's languages are the index's; a new page's, those listed with it.
        if (entry)
          rendered.set(keyOf(page), { ...entry, alternates: old ? old.alternates : alternatesOf(page, listed) });
        changed += 1;
      } catch (error) {
        failed += 1;
        log.error(
          `fresh pages: ${page.lang} ${page.path} kept as it was: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    const widgets = await renderWidgets(pagesModule, index);
    if (pagesModule.renderShellPage) await renderLayouts(pagesModule, index.buildId);
    const dropped = new Set(drop.map(keyOf));
    const pages = [
      ...index.pages.filter((page) => !dropped.has(keyOf(page))).map((page) => rendered.get(keyOf(page)) ?? page),
      ...[...rendered.values()].filter((page) => !byKey.has(keyOf(page))),
    ];
    const next: PageIndex = { ...index, pages, widgets, catalogue: { version: plan.version, day: plan.day } };
    // A release, or another server's later render, came in meanwhile: theirs stands.
    if (readDistIndex().buildId !== index.buildId) return;
    const current = readIndex();
    if (current.catalogue && BigInt(current.catalogue.version) > BigInt(plan.version)) return;
    writeIndex(next);
    removeSuperseded(next);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log.info(
      `fresh pages: catalogue ${index.catalogue?.version ?? 'as built'} → ${plan.version}: ` +
        `${toRender.length} pages rendered again (${changed} changed, ${failed} failed), ${drop.length} dropped, in ${seconds} s`,
    );
  };

  /** Every widget rendered again; one whose HTML changed gets a file of its own. */
  const renderWidgets = async (pagesModule: PagesModule, index: PageIndex): Promise<IndexedWidget[] | undefined> => {
    if (!index.widgets || !pagesModule.renderWidget) return index.widgets;
    const widgets: IndexedWidget[] = [];
    for (const widget of index.widgets) {
      try {
        const result = await pagesModule.renderWidget(widget, api);
        if (hasExecutableScript(result.html)) throw new Error('its HTML has a script, which the site refuses');
        const fragment = fragmentOf(result.html, result.data, 'widget');
        if (readServed(widget.fragment) === fragment) {
          widgets.push(widget);
          continue;
        }
        const file = widgetFileOf(index.buildId, widget, shortHash(fragment));
        writeWhole(path.join(stateDir, file), fragment);
        widgets.push({ ...widget, fragment: file });
      } catch (error) {
        log.error(
          `fresh pages: widget ${widget.key} (${widget.lang}) kept as it was: ${error instanceof Error ? error.message : error}`,
        );
        widgets.push(widget);
      }
    }
    return widgets;
  };

  /**
   * The shell's page in each language with its layout rendered again (header, footer: the
   * hospital's facts, the services menu), written beside its build's id; the page as built
   * otherwise stays as it is (its stylesheets, start script and language). Layouts of an earlier
   * build go.
   */
  const renderLayouts = async (pagesModule: PagesModule, buildId: string) => {
    for (const lang of ['en', 'hi'] as const) {
      try {
        const built = readText(path.join(dist, shellPageFileOf(lang)));
        if (built === null) continue;
        const layout = await pagesModule.renderShellPage?.({ lang, layoutPath: LAYOUT_PATH }, api);
        const document = parseHtml(built);
        const root = document.querySelector('#root');
        if (!root || layout === undefined) continue;
        root.set_content(layout);
        const file = path.join(stateDir, shellLayoutFileOf(buildId, lang));
        const html = document.toString();
        if (readText(file) !== html) writeWhole(file, html);
      } catch (error) {
        log.error(`fresh pages: the ${lang} layout kept as it was: ${error instanceof Error ? error.message : error}`);
      }
    }
    const layouts = path.join(stateDir, 'shell');
    for (const other of fs.existsSync(layouts) ? fs.readdirSync(layouts) : []) {
      if (other !== buildId) fs.rmSync(path.join(layouts, other), { recursive: true, force: true });
    }
  };

  /** The index replaced whole (the server compresses it as it answers: no twins to keep in step). */
  const writeIndex = (index: PageIndex) => writeWhole(state.indexFile, JSON.stringify(index, null, 2));

  /**
   * Fragments rendered again that no page uses any more (an earlier build's too), once no shell can
   * still hold an index naming them.
   */
  const removeSuperseded = (index: PageIndex) => {
    const used = new Set([
      ...index.pages.flatMap((page) => (page.fragment ? [path.join(stateDir, page.fragment)] : [])),
      ...(index.widgets ?? []).map((widget) => path.join(stateDir, widget.fragment)),
    ]);
    const pagesDir = path.join(stateDir, 'pages');
    const cutoff = now().getTime() - SUPERSEDED_KEPT_MS;
    for (const entry of fs.readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/~[0-9a-f]{8}\.html$/.test(entry.name) || used.has(file)) continue;
      if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
    }
  };

  const poll = async () => {
    const index = readIndex();
    const { buildId, moduleBuild } = servedBuild();
    // Mid-release, or a build whose pages' module is not beside it: nothing to render with.
    if (index.buildId !== buildId) return;
    if (moduleBuild !== index.buildId) {
      warnOnce(`${PRERENDER_MODULE_DIR}/ is not of the build served (${index.buildId}): pages stay as built`);
      return;
    }
    const { version } = (await fetchJson(`${apiUrl}/api/catalogue/version/`)) as { version: string };
    warned = '';
    // Read before the pages: a facts save is a change of the catalogue (subject `hospital`).
    await facts?.follow(version);
    const plan = await planFor(
      index.catalogue,
      { version, day: hospitalDayOf(now()) },
      async (since) =>
        (await fetchJson(`${apiUrl}/api/catalogue/changes/?since=${encodeURIComponent(since)}`)) as CatalogueChanges,
    );
    if (plan.kind !== 'none') await render(index, plan);
  };

  const check = async (): Promise<void> => {
    if (running) return running;
    running = poll()
      // Said once while it lasts (the API down fails every poll the same), again once it recurs.
      .catch((error: unknown) =>
        warnOnce(`${error instanceof Error ? error.message : error}; the pages stay as they were`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    check,
    start(pollMs = FRESH_POLL_MS) {
      const next = () => {
        timer = setTimeout(() => void check().finally(() => stopped || next()), pollMs);
        timer.unref();
      };
      void check().finally(() => stopped || next());
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** `PAGES_API_URL`: the API a remote's page server renders its pages again from; unset, they stay as built. */
export function freshPagesApiFromEnv(env: Record<string, string | undefined>): string | null {
  const value = env.PAGES_API_URL ?? '';
  if (value === '') return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PAGES_API_URL must be an http(s) URL');
  return value.replace(/\/$/, '');
}

/** `PAGES_POLL_SECONDS`: how often the catalogue's version is asked (default 15). */
export function freshPagesPollMsFromEnv(env: Record<string, string | undefined>): number {
  const value = env.PAGES_POLL_SECONDS ?? '';
  if (value === '') return FRESH_POLL_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600)
    throw new Error('PAGES_POLL_SECONDS must be 1 to 3600');
  return seconds * 1000;
}
