import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page, Response } from '@playwright/test';
import { HOSPITAL } from 'contract/hospital';
import { SHIP_PORTS, siteEnvironment } from '../../support/site';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * README "Shipping one remote", run for real: a remote's team changes it, builds it alone and
 * replaces the files on its host while the shell and the other remotes keep running untouched.
 *
 * The real packages and their dist/ are never written (other journeys are serving them): each
 * release is built in a copy of the remote's package inside the repo (so the workspace's
 * node_modules resolve), and the remote's "host" is a copy of its current dist/ served by a copy
 * of its serve.mjs, on this journey's own ports.
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const workDir = path.join(repoRoot, 'e2e', '.data', 'ship-alone');
const ports = SHIP_PORTS;
const SHELL = `http://localhost:${ports.shell}`;
const env = siteEnvironment(ports);
const PACKAGES = ['shell', 'mfe-content', 'mfe-services', 'mfe-booking'] as const;
type Remote = 'mfe-content' | 'mfe-booking';
const REMOTE_PORTS: Record<Remote, number> = { 'mfe-content': ports.content, 'mfe-booking': ports.booking };
/** A content-hashed file name, as serve.mjs caches them (its maps and licences carry the hash too). */
const HASHED_FILE = /\.[0-9a-f]{8}\./;
const run = promisify(execFile);

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 });

const hostOf = (remote: Remote) => path.join(workDir, `host-${remote}`);
const releaseOf = (remote: Remote) => path.join(workDir, remote);
const originOf = (remote: Remote) => `http://localhost:${REMOTE_PORTS[remote]}`;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name)).map((file) => path.join(entry.name, file))
        : [entry.name],
    )
    .sort();
}

/** Every file of a build with its sha256 and modification time: a rebuild changes at least the times. */
function fingerprint(dist: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dist).map((file) => {
      const full = path.join(dist, file);
      const sha = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
      return [file, `${sha} ${fs.statSync(full).mtimeMs}`];
    }),
  );
}

const realDist = (workspace: string) => path.join(repoRoot, workspace, 'dist');
const realBuilds = () => Object.fromEntries(PACKAGES.map((workspace) => [workspace, fingerprint(realDist(workspace))]));

/** The remote's package without its build, caches or installed modules: what its team commits. */
function copyRelease(remote: Remote): void {
  const source = path.join(repoRoot, remote);
  fs.cpSync(source, releaseOf(remote), {
    recursive: true,
    filter: (file) => !['dist', 'node_modules', '.mf'].includes(path.relative(source, file).split(path.sep)[0] ?? ''),
  });
}

/** Edits a file of a release copy; fails loudly when the text it expects is gone (the source moved on). */
function edit(remote: Remote, file: string, find: string | RegExp, replacement: string): void {
  const full = path.join(releaseOf(remote), file);
  const text = fs.readFileSync(full, 'utf8');
  const count = text.split(find).length - 1;
  if (count !== 1) throw new Error(`${file}: expected ${String(find)} once, found it ${count} times`);
  fs.writeFileSync(
    full,
    text.replace(find, () => replacement),
  );
}

/** README step 1, `npm run build -w <remote>`: the same script, run in the copy (not a workspace). */
async function buildRelease(remote: Remote): Promise<string> {
  // The running npm's settings (its prefix, its workspace) must not redirect the copy's npm.
  const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const build = run('npm', ['run', 'build'], { cwd: releaseOf(remote), env: buildEnv, maxBuffer: 64 * 1024 * 1024 });
  // The suite's heaviest step: at low priority (inherited by webpack), journeys running beside it
  // that time animations keep their pace.
  if (build.child.pid) os.setPriority(build.child.pid, 10);
  await build;
  return path.join(releaseOf(remote), 'dist');
}

/** Hashed files, then other fixed-name files, then the manifest, then the entry a page starts from. */
const shipOrder = (file: string) =>
  HASHED_FILE.test(file) ? 0 : file.startsWith('mf-manifest.json') ? 2 : file.startsWith('remoteEntry.js') ? 3 : 1;

/**
 * README step 2: replace the files on the remote's host with the new dist/, hashed files first,
 * then the fixed-name ones a page starts from (`mf-manifest.json`, then `remoteEntry.js`, each
 * with its pre-compressed copies). The previous hashed files stay: pages already open use them.
 */
function ship(remote: Remote, built: string): void {
  const host = path.join(hostOf(remote), 'dist');
  const files = filesUnder(built);
  for (const file of [...files].sort((a, b) => shipOrder(a) - shipOrder(b))) {
    fs.mkdirSync(path.dirname(path.join(host, file)), { recursive: true });
    fs.copyFileSync(path.join(built, file), path.join(host, file));
  }
  // A fixed-name file the new build no longer has (a .br under the size threshold) would be stale.
  for (const file of filesUnder(host)) {
    if (!HASHED_FILE.test(file) && !files.includes(file)) fs.rmSync(path.join(host, file));
  }
}

interface Load {
  url: string;
  status: number;
  cacheControl: string;
  fromCache: () => boolean;
}

/** What a page loads, and whether each file came from the browser's HTTP cache (Chromium's own report). */
async function recordLoads(page: Page): Promise<Load[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const loads: Load[] = [];
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'cache-control');
    loads.push({
      url: response.url,
      status: response.status,
      cacheControl: header?.[1] ?? '',
      fromCache: () => response.fromDiskCache === true || servedFromCache.has(requestId),
    });
  });
  return loads;
}

const fromOrigin = (loads: Load[], origin: string) => loads.filter((load) => load.url.startsWith(`${origin}/`));
const hashed = (loads: Load[]) => loads.filter((load) => HASHED_FILE.test(new URL(load.url).pathname));
const named = (loads: Load[], origin: string, file: string) =>
  loads.filter((load) => load.url.split('?')[0] === `${origin}/${file}`);

/** Loads a page as a visitor, recording what it fetched; the remote's entry response is returned too. */
async function visit(page: Page, loads: Load[], route: string, remote: Remote): Promise<Response> {
  loads.length = 0;
  const entry = page.waitForResponse(
    (response) => response.url().split('?')[0] === `${originOf(remote)}/remoteEntry.js`,
  );
  await page.goto(`${SHELL}${route}`);
  await pageSettled(page);
  return entry;
}

/** A visitor who has never been here: a browser context of its own, past the splash like the suite's pages. */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.sessionStorage.setItem('splash-seen', '1');
    window.sessionStorage.setItem('welcome-popup-seen', '1');
  });
  return page;
}

/**
 * The returning visitor's second load, after the ship: the shell's hashed files come from the
 * warm cache, the remote's entry and manifest are asked for again (no-cache) and are the new
 * build's, and the new build's hashed files are fetched.
 */
async function expectNewReleaseLoaded(
  remote: Remote,
  built: string,
  before: Load[],
  after: Load[],
  entry: Response,
): Promise<void> {
  const origin = originOf(remote);
  const shellFiles = hashed(fromOrigin(after, SHELL));
  expect(shellFiles.length).toBeGreaterThan(0);
  expect(shellFiles.filter((load) => !load.fromCache()).map((load) => load.url)).toEqual([]);

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const loads = named(after, origin, file);
    expect(loads.length, file).toBeGreaterThan(0);
    for (const load of loads)
      expect({ file, status: load.status, fromCache: load.fromCache() }).toEqual({
        file,
        status: 200,
        fromCache: false,
      });
  }
  expect(await entry.body()).toEqual(fs.readFileSync(path.join(built, 'remoteEntry.js')));

  const seenBefore = new Set(before.map((load) => load.url));
  const newFiles = hashed(fromOrigin(after, origin)).filter((load) => !seenBefore.has(load.url));
  expect(newFiles.length).toBeGreaterThan(0);
  for (const load of newFiles) {
    expect(load.fromCache()).toBe(false);
    expect(fs.existsSync(path.join(built, new URL(load.url).pathname))).toBe(true);
  }
}

/** The host's caching rules, as the first visit saw them: fixed names revalidated, hashed files kept. */
function expectCachingRules(loads: Load[], remote: Remote): void {
  const origin = originOf(remote);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    expect(named(loads, origin, file).map((load) => load.cacheControl)).toContain('no-cache');
  }
  const files = hashed(fromOrigin(loads, origin)).filter((load) => load.status === 200);
  expect(files.length).toBeGreaterThan(0);
  for (const load of files) expect(load.cacheControl).toBe('public, max-age=31536000, immutable');
}

/**
 * The page as the shell's server writes it (what a search engine or a link preview reads), once it
 * says `text`: the server reads a remote's page index again at most every 10 seconds.
 */
async function expectServerHtml(page: Page, route: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${SHELL}${route}`);
        html = answer.ok() ? await answer.text() : '';
        return html.includes(text);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  return html;
}

const articles = (page: Page) => page.getByRole('region', { name: 'Articles' }).getByRole('article');

const servers: RunningServer[] = [];
let realBefore: Record<string, Record<string, string>>;

test.beforeAll(async () => {
  realBefore = realBuilds();
  fs.rmSync(workDir, { recursive: true, force: true });
  for (const remote of ['mfe-booking', 'mfe-content'] as const) {
    copyRelease(remote);
    // Its host starts with what is live now: a copy of the remote's current build.
    fs.cpSync(realDist(remote), path.join(hostOf(remote), 'dist'), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, remote, 'serve.mjs'), path.join(hostOf(remote), 'serve.mjs'));
  }
  servers.push(
    ...(await Promise.all([
      startServer('shell', env, '/runtime-config.json', ports.shell),
      startServer('mfe-services', env, '/mf-manifest.json', ports.services),
      startServer(path.relative(repoRoot, hostOf('mfe-booking')), env, '/mf-manifest.json', ports.booking),
      startServer(path.relative(repoRoot, hostOf('mfe-content')), env, '/mf-manifest.json', ports.content),
    ])),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('the documented "Shipping one remote" steps are the ones this journey runs', () => {
  const guide = fs.readFileSync(path.join(repoRoot, 'docs', 'how-the-site-works.md'), 'utf8');
  const section = guide.split('## Shipping one remote')[1]?.split('\n## ')[0] ?? '';
  expect(section).toContain('1. `npm run build -w mfe-booking`');
  expect(section).toMatch(
    /2\. Replace the files on its host with `mfe-booking\/dist\/` \(upload hashed files and `pages\/` first,\s+then `mf-manifest.json` and `remoteEntry.js`\)/,
  );
  expect(section).toContain('e2e/tests/site/ship-alone.spec.ts');
});

test('mfe-booking ships alone: a returning visitor gets its new heading and description on the next load, nothing else changes', async ({
  page,
  browser,
}) => {
  const heading = 'Contact Our Care Team';
  const description = 'Write to our care team, call us or find us on Mathura Road: we reply within one working day.';
  const othersBefore = {
    shell: fingerprint(realDist('shell')),
    'mfe-services': fingerprint(realDist('mfe-services')),
    'mfe-content': fingerprint(path.join(hostOf('mfe-content'), 'dist')),
  };
  const loads = await recordLoads(page);

  await test.step('a visitor sees the live release, first as the server wrote it', async () => {
    const html = await expectServerHtml(page, '/contact', '>Contact Us</h1>');
    expect(html).not.toContain(heading);
    await visit(page, loads, '/contact', 'mfe-booking');
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Address, phone numbers and a message form for ${HOSPITAL.name}, Faridabad.`,
    );
    expectCachingRules(loads, 'mfe-booking');
  });
  const firstVisit = [...loads];

  const built = await test.step('the team changes the contact page and builds mfe-booking alone', async () => {
    edit('mfe-booking', 'src/features/contact/contactMessages.ts', "title: 'Contact Us',", `title: '${heading}',`);
    edit(
      'mfe-booking',
      'src/features/contact/contactMessages.ts',
      /metaDescription: `[^`]*`,/,
      `metaDescription: '${description}',`,
    );
    return buildRelease('mfe-booking');
  });

  await test.step('ship: hashed files first, then the manifest and the entry', () => ship('mfe-booking', built));

  await test.step('the server writes the new release’s HTML and head, with no restart', async () => {
    const html = await expectServerHtml(page, '/contact', `>${heading}</h1>`);
    expect(html).toContain(`<meta name="description" content="${description}">`);
  });

  await test.step('the returning visitor’s next load shows the new release', async () => {
    const entry = await visit(page, loads, '/contact', 'mfe-booking');
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expectNewReleaseLoaded('mfe-booking', built, firstVisit, loads, entry);
  });

  await test.step('so does a new visitor', async () => {
    const visitor = await newVisitor(browser);
    await visitor.goto(`${SHELL}/contact`);
    await expect(pageHeading(visitor)).toHaveText(heading);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await visitor.context().close();
  });

  await test.step('the shell and the other remotes are byte for byte the same; no package was rebuilt', () => {
    expect(fingerprint(realDist('shell'))).toEqual(othersBefore.shell);
    expect(fingerprint(realDist('mfe-services'))).toEqual(othersBefore['mfe-services']);
    expect(fingerprint(path.join(hostOf('mfe-content'), 'dist'))).toEqual(othersBefore['mfe-content']);
    expect(realBuilds()).toEqual(realBefore);
  });
});

test('mfe-content ships alone: a new article is listed on the blog and opens, nothing else changes', async ({
  page,
  browser,
}) => {
  const slug = 'staying-well-in-the-monsoon';
  const title = 'Staying Well in the Monsoon';
  const description = 'How to keep dengue, malaria and water-borne illness away during the Faridabad monsoon.';
  const othersBefore = {
    shell: fingerprint(realDist('shell')),
    'mfe-services': fingerprint(realDist('mfe-services')),
    'mfe-booking': fingerprint(path.join(hostOf('mfe-booking'), 'dist')),
  };
  const loads = await recordLoads(page);

  await test.step('a visitor sees the live blog; the new article is not there yet', async () => {
    expect((await page.request.get(`${SHELL}/blog/${slug}`)).status()).toBe(404);
    await visit(page, loads, '/blog', 'mfe-content');
    await expect(pageHeading(page)).toHaveText('Blog');
    await expect(articles(page)).toHaveCount(4);
    expectCachingRules(loads, 'mfe-content');
  });
  const firstVisit = [...loads];

  const built = await test.step('the team adds an article and builds mfe-content alone', async () => {
    // A new post is an entry in posts.ts, its texts in postTexts and its body in bodies (posts.ts).
    edit(
      'mfe-content',
      'src/components/blog-posts/posts.ts',
      'export const POSTS: readonly Post[] = [\n',
      `export const POSTS: readonly Post[] = [
  {
    slug: '${slug}',
    date: '2025-12-01',
    reviewed: '2025-12-08',
    comments: 0,
    tags: ['healthy', 'general'],
    images: [picture(airCity), picture(airLungs)],
    related: { service: siteHref('/healthcheck'), booking: siteHref('/appointment') },
  },
`,
    );
    edit(
      'mfe-content',
      'src/components/blog-posts/postTexts.ts',
      'export const POST_TEXTS_EN: PostTexts = {\n',
      `export const POST_TEXTS_EN: PostTexts = {
  '${slug}': {
    title: '${title}',
    description: '${description}',
    excerpt: 'Rain brings relief from the heat, and mosquitoes and dirty water with it: simple ways to stay well.',
    author,
    location,
    relatedLinks: { service: 'Health checkups', booking: 'Book an appointment with a doctor' },
    imageAlts: ['Illustration of a city skyline under rain clouds', 'Illustration of a pair of lungs'],
  },
`,
    );
    edit(
      'mfe-content',
      'src/features/blog-article/bodies/index.ts',
      /const BODIES[^=]*= \{\n/,
      `const BODIES: Readonly<Record<string, { en: BodyLoader; hi?: BodyLoader }>> = {
  '${slug}': { en: () => import('./${slug}') },
`,
    );
    fs.writeFileSync(
      path.join(releaseOf('mfe-content'), 'src/features/blog-article/bodies', `${slug}.ts`),
      `import type { ArticleBody } from './types';

const body: ArticleBody = {
  lead: ['The monsoon is welcome after the summer, but standing water and damp bring illness with them.'],
  sections: [
    {
      heading: 'Keep mosquitoes from breeding',
      blocks: ['Empty coolers, pots and tyres every week, and sleep under a net.'],
    },
  ],
};

export default body;
`,
    );
    return buildRelease('mfe-content');
  });

  await test.step('ship: hashed files first, then the manifest and the entry', () => ship('mfe-content', built));

  await test.step('the server writes the new article’s page, and the sitemap lists it', async () => {
    await expectServerHtml(page, `/blog/${slug}`, `>${title}</h1>`);
    expect((await page.request.get(`${SHELL}/blog/${slug}`)).status()).toBe(200);
    await expectServerHtml(page, '/sitemap.xml', `/blog/${slug}</loc>`);
  });

  await test.step('the returning visitor’s next load lists the new article, which opens', async () => {
    const entry = await visit(page, loads, '/blog', 'mfe-content');
    await expect(articles(page)).toHaveCount(5);
    await expectNewReleaseLoaded('mfe-content', built, firstVisit, loads, entry);
    await articles(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`${SHELL}/blog/${slug}`);
    await expect(pageHeading(page)).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Keep mosquitoes from breeding' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  });

  await test.step('so does a new visitor', async () => {
    const visitor = await newVisitor(browser);
    await visitor.goto(`${SHELL}/blog`);
    await expect(articles(visitor)).toHaveCount(5);
    await articles(visitor).getByRole('link', { name: title, exact: true }).click();
    await expect(pageHeading(visitor)).toHaveText(title);
    await visitor.context().close();
  });

  await test.step('the shell and the other remotes are byte for byte the same; no package was rebuilt', () => {
    expect(fingerprint(realDist('shell'))).toEqual(othersBefore.shell);
    expect(fingerprint(realDist('mfe-services'))).toEqual(othersBefore['mfe-services']);
    expect(fingerprint(path.join(hostOf('mfe-booking'), 'dist'))).toEqual(othersBefore['mfe-booking']);
    expect(realBuilds()).toEqual(realBefore);
  });
});
