/**
 * The pages each package prerendered at its build, as the shell's server serves them: the package's
 * page index (`pages/index.json` in its dist/), the requested page's fragment written into the shell's
 * page region with the page's head tags, the status (404 for a path no package owns), and
 * /sitemap.xml and /robots.txt from the same indexes. Only text crosses: the server runs no
 * package's code. An index or fragment that is missing, slow, broken or of another build than the
 * package's current JavaScript leaves the page as it was before prerendering (rendered in the browser).
 * A page may show another package's widget: its fragment marks the widget's place, and the widget's
 * owner's fragment goes there, under the same rules (else the placeholder stays, as before).
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { CommentNode, HTMLElement, type Node } from 'node-html-parser';
import { appendToHead, escapeHtml, parseHtml, type Document } from './html.js';
import {
  API_URL_TOKEN,
  buildIdOf,
  cachedReads,
  FETCH_TIMEOUT_MS,
  FIRST_READ_WAIT_MS,
  inlineStylesheet,
  languagePathOf,
  loadUrl,
  MANIFEST_TTL_MS,
  PACKAGE_URL_TOKEN,
  SITE_URL_TOKEN,
  type LoadBytes,
  type RemoteManifests,
  type SiteRoute,
} from './page.js';
import { PAGE_INDEX_FILE, pageIndexFrom, type IndexedPage, type Language, type PageIndex } from './page-index.js';
import { isDynamicPattern, routeMatcher } from './routes.js';

/** The shell page's placeholder for the page region's content (a comment). */
export const PAGE_REGION_MARKER = '<!--page-region-->';
const PAGE_REGION_COMMENT = 'page-region';
/**
 * The site's Open Graph image in the shell's dist/ (og-image.mjs `OG_DEFAULT_FILE`, which the server
 * cannot import: it loads the image renderer), for pages whose index gives none.
 */
export const SITE_IMAGE_FILE = 'pages/og/og-default.png';
/** A fragment not in this soon is left to the browser; its read goes on, for the next visitor. */
const FRAGMENT_WAIT_MS = 300;
/** How often, and how far apart, the start-up read asks a package that does not answer yet (about half a minute). */
const WARM_ATTEMPTS = 30;
const WARM_RETRY_MS = 1000;
/** Fragments and stylesheets are content-addressed: an answer never changes, so only a failed one is read again. */
const FRAGMENT_CACHE_ENTRIES = 500;
/**
 * A served widget's place in a page's fragment, as a prerendered `RemoteWidget` marks it around its
 * placeholder (shared-ui `servedWidgets.ts`): widgets never nest, so the first end marker of the
 * same variant after a start closes it.
 */
const WIDGET_START = 'data-server-widget-start';
const WIDGET_END = 'data-server-widget-end';
const SHELL = 'shell';

/** Whether `read` succeeds within `attempts` tries, `retryMs` apart; false at once when `signal` aborts. */
async function answersWithin(read: () => Promise<unknown>, attempts: number, retryMs: number, signal?: AbortSignal) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) return false;
    try {
      await read();
      return !signal?.aborted;
    } catch {
      if (attempt < attempts) await sleep(retryMs, undefined, { signal }).catch(() => undefined);
    }
  }
  return false;
}

/**
 * The shell's build id: it has no manifest of its own pages, so the scripts its page loads (their
 * names are content-hashed) stand for its build: the first 16 hex digits of the SHA-256 of their
 * `src`s, in page order, one per line.
 */
export function shellBuildIdIn(shell: Document): string {
  return buildIdOf(
    shell
      .querySelectorAll('script[src]')
      .map((script) => script.getAttribute('src') ?? '')
      .join('\n'),
  );
}

/** `shellBuildIdIn` of a page's HTML, for the prerender, which writes it into the shell's index. */
export const shellBuildIdOf = (html: string): string => shellBuildIdIn(parseHtml(html));

/** A request's path as index paths are written: no trailing slash except the root's. */
const indexPathOf = (pathname: string) => pathname.replace(/(.)\/$/, '$1');
const pagesByRequestPath = new WeakMap<PageIndex, Map<string, IndexedPage>>();

/**
 * An index's page for a request's path, the index's paths taken as they arrive in a request
 * (percent-encoded); the lookup is made once per index read, not once per request.
 */
function indexedPageAt(index: PageIndex, pathname: string) {
  let pages = pagesByRequestPath.get(index);
  if (!pages) {
    pages = new Map(index.pages.map((page) => [new URL(page.path, 'http://localhost').pathname, page]));
    pagesByRequestPath.set(index, pages);
  }
  return pages.get(indexPathOf(pathname));
}

const absoluteUrl = (siteUrl: string, sitePath: string) => new URL(sitePath, `${siteUrl}/`).href;

const localeOf = (lang: Language) => (lang === 'hi' ? { tag: 'hi-IN', og: 'hi_IN' } : { tag: 'en-IN', og: 'en_IN' });

export interface Stylesheet {
  href: string;
  crossOrigin: boolean;
  css?: string | null;
}

/**
 * What the server writes into the shell's page for one request; with no `page`, the page as it is
 * (rendered in the browser). A stylesheet with its `css` read is written into the page, one without
 * it is linked.
 */
export interface PageAnswer {
  /** 410 and 301: a page its package marks as a page no more (the index's `status`). */
  status: PageStatus;
  /** Where a 301 sends the visitor: a path of this site. */
  location?: string;
  page: IndexedPage | null;
  fragment: string | null;
  stylesheets: Stylesheet[];
  imageUrl: string | null;
}

export type PageStatus = 200 | 301 | 404 | 410;

const PAGE_AS_IT_IS: PageAnswer = { status: 200, page: null, fragment: null, stylesheets: [], imageUrl: null };
const NOT_FOUND: PageAnswer = { ...PAGE_AS_IT_IS, status: 404 };

/**
 * A page's JSON-LD with the site's and the API's addresses written in where the prerender named
 * them by their tokens (neither is known when a package is built). The tokens and both origins are
 * URLs, with nothing JSON escapes, so the text can be replaced as it is.
 */
export function jsonLdAt(jsonLd: readonly unknown[], { siteUrl, apiUrl }: { siteUrl: string; apiUrl: string }) {
  if (jsonLd.length === 0) return [];
  return JSON.parse(
    JSON.stringify(jsonLd).replaceAll(SITE_URL_TOKEN, siteUrl).replaceAll(API_URL_TOKEN, apiUrl),
  ) as unknown[];
}

const meta = (attribute: 'name' | 'property', name: string, content: string) =>
  `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

/** A page's tags for the head: what search engines and link previews read. */
export function headTagsOf(
  page: IndexedPage,
  {
    siteUrl,
    siteName,
    imageUrl,
    stylesheets,
  }: { siteUrl: string; siteName: string; imageUrl: string | null; stylesheets: readonly Stylesheet[] },
): string {
  const canonical = absoluteUrl(siteUrl, page.canonical);
  return [
    meta('name', 'description', page.description),
    meta('name', 'robots', page.robots),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...page.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(absoluteUrl(siteUrl, link.path))}">`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', localeOf(page.lang).og),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    ...(imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    // Data, not script: `<` escaped so nothing in it can close the element.
    ...page.jsonLd.map(
      (item) => `<script type="application/ld+json">${JSON.stringify(item).replaceAll('<', '\\u003c')}</script>`,
    ),
    ...stylesheets.map(
      (sheet) =>
        (sheet.css ? inlineStylesheet(sheet.href, sheet.css) : null) ??
        `<link rel="stylesheet" href="${escapeHtml(sheet.href)}"${sheet.crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
    ),
  ].join('');
}

/** The first comment with this text, depth first. */
function commentIn(node: Node, text: string): CommentNode | undefined {
  for (const child of node.childNodes) {
    if (child instanceof CommentNode && child.rawText === text) return child;
    const found = commentIn(child, text);
    if (found) return found;
  }
  return undefined;
}

/**
 * The shell's page with a page's answer written in: `<html lang>`, title and head tags, the
 * fragment in place of the region's marker (a page without the marker gets none), `noindex` on a 404.
 */
export function stitchPage(
  shell: Document,
  { status, page, fragment, stylesheets, imageUrl }: PageAnswer,
  siteUrl: string,
): void {
  if (status === 404) {
    appendToHead(shell, '<meta name="robots" content="noindex">');
    return;
  }
  if (!page) return;
  const title = shell.querySelector('title');
  // The shell's own title, before the page's replaces it, is the site's name.
  const siteName = title?.text.trim() ?? '';
  shell.querySelector('html')?.setAttribute('lang', localeOf(page.lang).tag);
  for (const description of shell.querySelectorAll('meta[name="description"]')) description.remove();
  title?.set_content(escapeHtml(page.title));
  appendToHead(shell, headTagsOf(page, { siteUrl, siteName, imageUrl, stylesheets }));
  const marker = fragment === null ? undefined : commentIn(shell, PAGE_REGION_COMMENT);
  if (marker && fragment !== null) replaceNodes(marker, marker, parseHtml(fragment).childNodes);
}

/** Puts `nodes` where the siblings from `first` to `last` were. */
function replaceNodes(first: Node, last: Node, nodes: readonly Node[]): void {
  const parent = first.parentNode;
  if (!parent) return;
  const siblings = parent.childNodes;
  const from = siblings.indexOf(first);
  const to = siblings.indexOf(last, from);
  if (from < 0 || to < 0) return;
  for (const node of nodes) node.parentNode = parent;
  siblings.splice(from, to - from + 1, ...nodes);
}

const escapeXml = (value: string) => escapeHtml(value).replaceAll("'", '&apos;');

/**
 * The shell's page as it was before its layout was prerendered into it: the root element emptied
 * (the bench's client-rendered comparison).
 */
export function pageBeforePrerendering(shell: Document): void {
  shell.querySelector('#root')?.set_content('');
}

/**
 * /sitemap.xml: every page that may be indexed (not `noindex`, and its own canonical), with the
 * content's date and its language alternates.
 */
export function sitemapXml(pages: readonly IndexedPage[], siteUrl: string): string {
  const entries = new Map<string, string>();
  for (const page of pages) {
    if (page.status || /\bnoindex\b/i.test(page.robots) || page.canonical !== page.path) continue;
    const loc = absoluteUrl(siteUrl, page.path);
    const links = page.alternates.map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, link.path))}"/>`,
    );
    entries.set(loc, `<url><loc>${escapeXml(loc)}</loc><lastmod>${page.lastmod}</lastmod>${links.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...entries.keys()].sort().map((loc) => entries.get(loc)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt: everything may be crawled (a `noindex` page must be crawled for its `noindex` to be
 * seen), and where the sitemap is.
 */
export const robotsTxt = (siteUrl: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/**
 * Where a package's index and fragments are read, how its files are linked from the shell's page,
 * and the id of the build its JavaScript is at now.
 */
interface PageSource {
  indexUrl: string;
  baseUrl: string;
  assetUrl: (file: string) => string;
  imageUrl: (file: string) => string;
  crossOrigin: boolean;
  currentBuildId: (shellBuildId: string, waitMs: number) => Promise<string | null>;
}

/** A file named by an index, if it stays on its package's base (an index names no other server). */
function fileUrl(source: PageSource, file: string) {
  const url = new URL(file, source.baseUrl);
  return url.href.startsWith(source.baseUrl) ? url.href : null;
}

interface SourceSheet {
  href: string;
  crossOrigin: boolean;
  url: string;
}

/** A package's stylesheets as the shell's page names them (only files on its own base), and where the server reads each. */
const stylesheetsOf = (source: PageSource, files: readonly string[]): SourceSheet[] =>
  files.flatMap((file) => {
    const url = fileUrl(source, file);
    return url ? [{ href: source.assetUrl(file), crossOrigin: source.crossOrigin, url }] : [];
  });

const uniqueSheets = <Sheet extends { href: string }>(sheets: Sheet[]) => [
  ...new Map(sheets.map((sheet) => [sheet.href, sheet])).values(),
];

/** Tokens in a package's HTML made the addresses this server is configured with. */
const withAddresses = (html: string, apiUrl: string, source: PageSource) =>
  html.replaceAll(API_URL_TOKEN, apiUrl).replaceAll(PACKAGE_URL_TOKEN, source.assetUrl(''));

/**
 * @param options `distDir`: the shell's build; `apiUrl`: the API visitors' browsers call (written in
 * where a fragment names the prerender's API); `remotes`: manifest URL by federation name;
 * `manifests`: the reads shared with the preload hints
 */
export function createPrerenderedPages({
  distDir,
  siteUrl,
  apiUrl,
  remotes,
  siteRoutes,
  manifests,
  loadBytes = loadUrl,
}: {
  distDir: string;
  siteUrl: string;
  apiUrl: string;
  remotes: Record<string, string>;
  siteRoutes: () => Promise<SiteRoute[]>;
  manifests: RemoteManifests;
  loadBytes?: LoadBytes;
}) {
  const shellBase = pathToFileURL(`${path.resolve(distDir)}${path.sep}`).href;
  const indexes = cachedReads(async (url) => pageIndexFrom(await loadBytes(url)));
  const fragments = cachedReads(async (url) => Buffer.from(await loadBytes(url)).toString('utf8'), {
    ttlMs: Infinity,
    failureTtlMs: MANIFEST_TTL_MS,
    maxEntries: FRAGMENT_CACHE_ENTRIES,
  });
  /**
   * The page's stylesheets with their text, each read by the time the fragment is (a file not read
   * in time is linked, and read for the next visitor).
   */
  const withText = (sheets: SourceSheet[]): Promise<Stylesheet[]> =>
    Promise.all(sheets.map(async ({ url, ...sheet }) => ({ ...sheet, css: await fragments(url, FRAGMENT_WAIT_MS) })));
  const siteImage = cachedReads(async (url) => {
    await fs.promises.access(new URL(url));
    return absoluteUrl(siteUrl, `/${SITE_IMAGE_FILE}`);
  });

  const sources = new Map<string, PageSource>([
    [
      SHELL,
      {
        indexUrl: new URL(PAGE_INDEX_FILE, shellBase).href,
        baseUrl: shellBase,
        // Root-relative: the page's own origin, whatever name the visitor used for it.
        assetUrl: (file) => `/${file}`,
        imageUrl: (file) => absoluteUrl(siteUrl, `/${file}`),
        crossOrigin: false,
        currentBuildId: async (shellBuildId) => shellBuildId,
      },
    ],
    ...Object.entries(remotes).map(([owner, manifestUrl]): [string, PageSource] => {
      const baseUrl = new URL('.', manifestUrl).href;
      return [
        owner,
        {
          indexUrl: new URL(PAGE_INDEX_FILE, baseUrl).href,
          baseUrl,
          assetUrl: (file) => new URL(file, baseUrl).href,
          imageUrl: (file) => new URL(file, baseUrl).href,
          crossOrigin: true,
          currentBuildId: async (_shellBuildId, waitMs) => (await manifests(manifestUrl, waitMs))?.buildId ?? null,
        },
      ];
    }),
  ]);

  /** An owner's index, and whether it is of the build the owner's JavaScript is at now. */
  const readIndex = async (owner: string, shellBuildId: string, waitMs = FIRST_READ_WAIT_MS) => {
    const source = sources.get(owner);
    if (!source) return null;
    const [index, buildId] = await Promise.all([
      indexes(source.indexUrl, waitMs),
      source.currentBuildId(shellBuildId, waitMs),
    ]);
    return index && index.owner === owner ? { source, index, current: index.buildId === buildId } : null;
  };

  /**
   * The owner and pattern of a path no route of the shell's build matches, from the indexes' routes
   * (a route a package added after the shell was built): every index is asked, all at once.
   */
  const indexedRoute = async (sitePath: string, shellBuildId: string) => {
    const reads = await Promise.all([...sources.keys()].map((owner) => readIndex(owner, shellBuildId)));
    for (const read of reads) {
      const pattern = read?.index.routes.find((candidate) => routeMatcher(candidate)(sitePath));
      if (read && pattern) return { owner: read.index.owner, path: pattern };
    }
    return undefined;
  };

  /**
   * A page's fragment with each widget it marks written in from the widget's owner, when that
   * owner's current build serves it in the page's language and its fragment comes in time, and
   * the stylesheets those widgets need. A widget that is not served keeps its placeholder.
   */
  const serveWidgets = async (fragment: string, lang: Language, shellBuildId: string) => {
    const tree = parseHtml(fragment);
    const starts = tree.querySelectorAll(`template[${WIDGET_START}]`);
    if (starts.length === 0) return { fragment, stylesheets: [] };
    const keys = [...new Set(starts.map((start) => start.getAttribute(WIDGET_START) ?? ''))];
    const served = new Map<string, { html: string; stylesheets: SourceSheet[] }>();
    await Promise.all(
      keys.map(async (key) => {
        const read = await readIndex(key.split('/')[0] ?? '', shellBuildId);
        if (!read?.current) return;
        const widget = read.index.widgets?.find((candidate) => candidate.key === key && candidate.lang === lang);
        const url = widget ? fileUrl(read.source, widget.fragment) : null;
        const html = url ? await fragments(url, FRAGMENT_WAIT_MS) : null;
        if (!widget || html === null) return;
        served.set(key, {
          html: withAddresses(html, apiUrl, read.source),
          stylesheets: stylesheetsOf(read.source, widget.css),
        });
      }),
    );
    for (const start of starts) {
      const key = start.getAttribute(WIDGET_START) ?? '';
      const widget = served.get(key);
      const siblings = start.parentNode?.childNodes ?? [];
      const end = siblings
        .slice(siblings.indexOf(start) + 1)
        .find(
          (node) => node instanceof HTMLElement && node.tagName === 'TEMPLATE' && node.getAttribute(WIDGET_END) === key,
        );
      if (!widget || !end) continue;
      // No box of its own (`display: contents`): it lays out as the live widget will.
      const box = parseHtml(
        `<div data-server-widget="${escapeHtml(key)}" style="display:contents">${widget.html}</div>`,
      );
      replaceNodes(start, end, box.childNodes);
    }
    return { fragment: tree.toString(), stylesheets: [...served.values()].flatMap((widget) => widget.stylesheets) };
  };

  /**
   * What to write into the shell's page for a path. A Hindi address (`/hi/…`) is owned, and found
   * missing, as the same page's English one; its page is the index's entry for the Hindi address.
   */
  const answerFor = async (pathname: string, shellBuildId: string): Promise<PageAnswer> => {
    const { sitePath } = languagePathOf(pathname);
    const routes = await siteRoutes();
    const route =
      routes.find((candidate) => candidate.matches(sitePath)) ?? (await indexedRoute(sitePath, shellBuildId));
    // Without the shell's route table (a build before it had one), nothing is known to be missing.
    if (!route) return routes.length > 0 ? NOT_FOUND : PAGE_AS_IT_IS;
    // The staff desk's English paths are answered before any page is looked for; it has no others.
    if ('staff' in route && route.staff) return NOT_FOUND;
    const read = await readIndex(route.owner, shellBuildId);
    // An index of another build may list other pages and other HTML: it decides nothing.
    if (!read?.current) return PAGE_AS_IT_IS;
    const page = indexedPageAt(read.index, pathname);
    if (!page) return isDynamicPattern(route.path) ? NOT_FOUND : PAGE_AS_IT_IS;
    // Moved for good: the visitor, with or without JavaScript, and a search engine go on at once.
    if (page.status === 301 && page.location) return { ...PAGE_AS_IT_IS, status: 301, location: page.location };
    const fragmentUrl = page.fragment === null ? null : fileUrl(read.source, page.fragment);
    const prerendered = fragmentUrl ? await fragments(fragmentUrl, FRAGMENT_WAIT_MS) : null;
    const withWidgets =
      prerendered === null
        ? null
        : await serveWidgets(withAddresses(prerendered, apiUrl, read.source), page.lang, shellBuildId);
    const image = page.image !== null && fileUrl(read.source, page.image) ? read.source.imageUrl(page.image) : null;
    return {
      // Gone (410): its HTML says so and leads on, as the live page does.
      status: page.status === 410 ? 410 : 200,
      page: { ...page, jsonLd: jsonLdAt(page.jsonLd, { siteUrl, apiUrl }) },
      fragment: withWidgets?.fragment ?? null,
      // The fragment's styles, before it paints; without it, the page loads its own.
      stylesheets: withWidgets
        ? await withText(
            uniqueSheets([...stylesheetsOf(read.source, page.css ?? read.index.css), ...withWidgets.stylesheets]),
          )
        : [],
      imageUrl: image ?? (await siteImage(new URL(SITE_IMAGE_FILE, shellBase).href)),
    };
  };

  return {
    /**
     * Writes the page for a path into the shell's page (as read for this request) and says its
     * status and whether it had the page's HTML.
     */
    async pageFor(
      pathname: string,
      shell: Document,
    ): Promise<{ status: PageStatus; withPage: boolean; location?: string }> {
      let answer: PageAnswer;
      try {
        answer = await answerFor(pathname, shellBuildIdIn(shell));
      } catch (error) {
        // Whatever a package's index holds, the visitor gets the page as it was, never an error.
        console.error(`prerendered page for ${pathname} left out:`, error);
        return { status: 200, withPage: false };
      }
      if (answer.status === 301 && answer.location) return { status: 301, withPage: false, location: answer.location };
      stitchPage(shell, answer, siteUrl);
      return { status: answer.status, withPage: answer.fragment !== null };
    },

    /**
     * The site's sitemap from every index that can be read (a slower remote is waited for up to
     * the fetch timeout: a crawler can wait; a visitor is never made to).
     */
    async sitemap(shellHtml: string): Promise<string> {
      const shellBuildId = shellBuildIdOf(shellHtml);
      const reads = await Promise.all(
        [...sources.keys()].map((owner) => readIndex(owner, shellBuildId, FETCH_TIMEOUT_MS)),
      );
      return sitemapXml(
        reads.flatMap((read) => read?.index.pages ?? []),
        siteUrl,
      );
    },

    robots: () => robotsTxt(siteUrl),

    /**
     * Reads, before anyone asks, what visits read: every package's index and manifest, and each
     * fragment and stylesheet its current build lists. A visit waits at most a few hundred
     * milliseconds for each read in turn, so the first visitors after a start (the server's first
     * fetches are its slowest) would otherwise get pages without their HTML; warmed, they are
     * answered from memory. A package is read once it answers (packages start beside the shell: one
     * still starting must not be remembered as down), one file at a time so its server is not
     * flooded; one that never answers is left to its first visitor.
     * @param patience how often, how far apart, to ask a package that does not answer yet; `signal`:
     * the server is closing, stop
     */
    async warm(
      shellHtml: string,
      {
        attempts = WARM_ATTEMPTS,
        retryMs = WARM_RETRY_MS,
        signal,
      }: { attempts?: number; retryMs?: number; signal?: AbortSignal } = {},
    ): Promise<void> {
      const shellBuildId = shellBuildIdOf(shellHtml);
      await siteRoutes();
      await Promise.all(
        [...sources.entries()].map(async ([owner, source]) => {
          if (!(await answersWithin(() => loadBytes(source.indexUrl), attempts, retryMs, signal))) return;
          const read = await readIndex(owner, shellBuildId, FETCH_TIMEOUT_MS);
          if (!read?.current) return;
          const { index } = read;
          const files = new Set([
            ...index.pages.flatMap((each) => [
              ...(each.fragment === null ? [] : [each.fragment]),
              ...(each.css ?? index.css),
            ]),
            ...(index.widgets ?? []).flatMap((widget) => [widget.fragment, ...widget.css]),
          ]);
          for (const file of files) {
            if (signal?.aborted) return;
            const url = fileUrl(source, file);
            if (url) await fragments(url, FETCH_TIMEOUT_MS);
          }
        }),
      );
    },
  };
}
