#!/usr/bin/env node
// @ts-check
/**
 * Proves, without a container engine, that each image's run stage holds every file its server
 * needs: reads the Dockerfile with each image's build arguments and target (as compose.yaml builds
 * them), lays out in a temporary folder exactly what that run stage COPYs
 * (taking the build stage's outputs from this working tree, which must be built: `npm run build`;
 * files are hard-linked, not copied, where the file system allows),
 * then starts the server there with the image's CMD, WORKDIR and ENV only (no inherited
 * environment, HOME in the folder, so nothing outside it can be picked up), as uid 1000 like the
 * images' `node` user when run as root. It waits for the image's own HEALTHCHECK command to pass,
 * asks each server what a visitor's browser would, and stops it with SIGTERM as the engine does.
 *
 *   node scripts/check-images.mjs                      # every image
 *   node scripts/check-images.mjs api mfe-booking      # some
 *   bash api/scripts/with-postgres.sh node scripts/check-images.mjs   # the API on PostgreSQL too
 *
 * With DATABASE_URL set (a throwaway database: the check books an appointment in it) the API is
 * started a second time on it. KEEP_IMAGE_FILES=1 keeps the folders. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyModules, copyTree, runtimeModules } from './runtime-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The official Node images' `node` user. */
const IMAGE_UID = 1000;
const runAsImageUser = process.getuid?.() === 0;
const HEALTH_TIMEOUT_MS = 90_000;
/** The Node every image runs: .nvmrc's major, the one the team develops on. */
const NODE_MAJOR = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const STOP_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Reading a Dockerfile (the subset these images use; anything else is refused, not guessed at)

/**
 * @typedef {{ keyword: string, args: string }} Instruction
 * @typedef {{ from: string, name: string | null, instructions: Instruction[] }} Stage
 */

/** @param {string} text @returns {Stage[]} */
function parseDockerfile(text) {
  /** @type {Stage[]} */
  const stages = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index] ?? '';
    if (/^\s*(#|$)/.test(line)) continue;
    while (line.trimEnd().endsWith('\\')) {
      line = `${line.trimEnd().slice(0, -1)} `;
      index += 1;
      const next = lines[index] ?? '';
      if (!/^\s*#/.test(next)) line += next.trim();
    }
    const match = /^\s*(\w+)\s+(.*)$/s.exec(line);
    if (!match) throw new Error(`cannot read Dockerfile line: ${line}`);
    const keyword = (match[1] ?? '').toUpperCase();
    const args = (match[2] ?? '').trim();
    if (keyword === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? (name ?? null) : null, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${keyword} before FROM`);
      stage.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** `--a=b --c=d rest` → [{a: b, c: d}, rest] @param {string} args @returns {[Record<string, string>, string]} */
function flags(args) {
  /** @type {Record<string, string>} */
  const found = {};
  let rest = args;
  for (let match; (match = /^--([\w-]+)=(\S+)\s+/.exec(rest)); rest = rest.slice(match[0].length)) {
    found[match[1] ?? ''] = match[2] ?? '';
  }
  return [found, rest];
}

/** @param {string} args @returns {string[]} */
function execForm(args) {
  const parsed = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`expected a JSON array of strings (exec form), got ${args}`);
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Laying out the run stage

/**
 * @typedef {{
 *   dir: string,
 *   workdir: string,
 *   env: Record<string, string>,
 *   user: string | null,
 *   exposed: number[],
 *   health: string[] | null,
 *   cmd: string[] | null,
 *   base: string,
 * }} Image
 */

/**
 * `$NAME`, `${NAME}` and `${NAME:?message}` replaced from `variables`; a name without a value is
 * refused, as the image would be built wrong (Docker would put an empty string in).
 * @param {string} text @param {Record<string, string | undefined>} variables @param {string} where
 */
function expand(text, variables, where) {
  return text.replace(/\$\{(\w+)(?::\?([^}]*))?\}|\$(\w+)/g, (_, braced, message, bare) => {
    const name = braced ?? bare;
    const value = variables[name];
    if (value === undefined || value === '') throw new Error(`${where}: ${message ?? `${name} has no value`}`);
    return value;
  });
}

/** `ARG NAME` or `ARG NAME=default`: the build argument given, else the default. */
function declareArg(
  /** @type {string} */ args,
  /** @type {Record<string, string>} */ buildArgs,
  /** @type {Record<string, string | undefined>} */ variables,
) {
  const [name = '', fallback] = args.split('=');
  variables[name] = buildArgs[name] ?? fallback;
}

/**
 * @typedef {{ target?: string, args?: Record<string, string> }} Build `docker build --target`, `--build-arg`s
 */

/**
 * @param {string} dockerfile relative to the root
 * @param {Build} build
 * @param {string} dir an empty folder to lay the image out in
 * @returns {Promise<Image>}
 */
async function layOut(dockerfile, build, dir) {
  const stages = parseDockerfile(fs.readFileSync(path.join(root, dockerfile), 'utf8'));
  const buildArgs = build.args ?? {};
  const run = build.target ? stages.find((stage) => stage.name === build.target) : stages.at(-1);
  if (!run) throw new Error(`${dockerfile}: no stage ${build.target}`);
  if (stages.length < 2) throw new Error(`${dockerfile}: expected a build stage and a run stage`);
  /** @type {Map<string, Stage>} */
  const named = new Map();
  for (const stage of stages) {
    if (!named.has(stage.from) && !stage.from.startsWith(`node:${NODE_MAJOR}-`)) {
      throw new Error(`${dockerfile}: FROM ${stage.from}, not node:${NODE_MAJOR}-… as .nvmrc says`);
    }
    if (stage.name) named.set(stage.name, stage);
  }
  if (named.has(run.from)) throw new Error(`${dockerfile}: the run stage starts from a build stage`);
  const imageRoot = path.join(dir, 'image');
  const buildOutputs = path.join(dir, 'build');
  fs.mkdirSync(imageRoot, { recursive: true });

  /**
   * A build stage the run stage copies from: its workdir (this working tree) and where the files
   * it made are. Of its commands, and those of the stages it starts from, only the step that
   * gathers the run-time packages is replayed, into the simulation's folder; the rest (npm ci,
   * the builds) are this working tree's.
   * @type {Map<string, { workdir: string, outputs: string }>}
   */
  const built = new Map();
  const buildStage = (/** @type {string} */ stageName) => {
    const known = built.get(stageName);
    if (known) return known;
    /** @type {Stage[]} */
    const chain = [];
    for (let stage = named.get(stageName); stage; stage = named.get(stage.from)) chain.unshift(stage);
    if (chain.length === 0) throw new Error(`${dockerfile}: COPY --from=${stageName}, no such stage`);
    const outputs = path.join(buildOutputs, stageName);
    let workdir = '/';
    for (const stage of chain) {
      /** @type {Record<string, string | undefined>} */
      const variables = {};
      for (const { keyword, args } of stage.instructions) {
        if (keyword === 'ARG') declareArg(args, buildArgs, variables);
        if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, expand(args, variables, dockerfile));
        if (keyword !== 'RUN') continue;
        for (const command of args.split('&&').map((part) => expand(part.trim(), variables, dockerfile))) {
          if (!command.startsWith('node scripts/runtime-modules.mjs')) continue;
          // The script's own code, with its arguments from the Dockerfile; files hard-linked.
          const words = command.split(/\s+/).slice(2);
          const out = words.indexOf('--out');
          if (out < 0 || !words[out + 1]?.startsWith('/'))
            throw new Error(`${dockerfile}: runtime-modules needs --out /path`);
          const [workspace = '', ...names] = words.filter((_, index) => index !== out && index !== out + 1);
          copyModules(runtimeModules(workspace, names), path.join(outputs, words[out + 1] ?? ''), { link: true });
        }
      }
    }
    const made = { workdir, outputs };
    built.set(stageName, made);
    return made;
  };

  /** A path in a build stage: its workdir is this working tree, anything else was made above. */
  const fromBuild = (/** @type {string} */ stageName, /** @type {string} */ source) => {
    const stage = buildStage(stageName);
    const absolute = path.posix.resolve(stage.workdir, source);
    if (absolute === stage.workdir || absolute.startsWith(`${stage.workdir}/`)) {
      return path.join(root, path.posix.relative(stage.workdir, absolute));
    }
    return path.join(stage.outputs, absolute);
  };
  const inImage = (/** @type {string} */ imagePath) => path.join(imageRoot, imagePath);

  /** @type {Image} */
  const image = {
    dir: imageRoot,
    workdir: '/',
    env: {},
    user: null,
    exposed: [],
    health: null,
    cmd: null,
    base: run.from,
  };
  /** @type {Record<string, string | undefined>} */
  const variables = {};
  for (const { keyword, args: written } of run.instructions) {
    if (keyword === 'ARG') {
      declareArg(written, buildArgs, variables);
      continue;
    }
    // Docker replaces variables in these; in RUN, CMD and HEALTHCHECK they are left to the shell or program.
    const args = ['WORKDIR', 'ENV', 'COPY', 'USER', 'EXPOSE'].includes(keyword)
      ? expand(written, variables, dockerfile)
      : written;
    if (keyword === 'WORKDIR') {
      image.workdir = path.posix.resolve(image.workdir, args);
      fs.mkdirSync(inImage(image.workdir), { recursive: true });
    } else if (keyword === 'ENV') {
      for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
        image.env[key ?? ''] = (value ?? '').replace(/^"|"$/g, '');
        variables[key ?? ''] = image.env[key ?? ''];
      }
    } else if (keyword === 'COPY') {
      const [options, rest] = flags(args);
      if (!options.from) throw new Error(`${dockerfile}: COPY from the build context in the run stage: ${args}`);
      const parts = rest.split(/\s+/);
      const destination = path.posix.resolve(image.workdir, parts.pop() ?? '');
      const intoFolder = parts.length > 1 || rest.trimEnd().endsWith('/');
      for (const source of parts) {
        const from = fromBuild(options.from, source);
        if (!fs.existsSync(from)) {
          throw new Error(`${dockerfile}: ${source} is missing here (${path.relative(root, from)}); run npm run build`);
        }
        // A folder's contents go into the destination; a file into it, or as it.
        const target =
          fs.statSync(from).isDirectory() || !intoFolder
            ? destination
            : path.posix.join(destination, path.basename(from));
        fs.mkdirSync(path.dirname(inImage(target)), { recursive: true });
        copyTree(from, inImage(target), { link: true });
      }
    } else if (keyword === 'RUN') {
      // Only the one kind of command the run stages use: make a folder for the server's user.
      const made = /^install -d -o (\w+) -g (\w+) -m (\d+) (\/\S+)$/.exec(args);
      if (!made) throw new Error(`${dockerfile}: cannot simulate RUN ${args}`);
      const folder = inImage(made[4] ?? '');
      fs.mkdirSync(folder, { recursive: true });
      fs.chmodSync(folder, Number.parseInt(made[3] ?? '', 8));
      if (runAsImageUser && made[1] === 'node') fs.chownSync(folder, IMAGE_UID, IMAGE_UID);
    } else if (keyword === 'USER') {
      image.user = args;
    } else if (keyword === 'EXPOSE') {
      image.exposed.push(...args.split(/\s+/).map((port) => Number.parseInt(port, 10)));
    } else if (keyword === 'HEALTHCHECK') {
      const command = /^(?:--\S+\s+)*CMD\s+(\[.*\])$/s.exec(args);
      if (!command) throw new Error(`${dockerfile}: HEALTHCHECK must be CMD in exec form`);
      image.health = execForm(command[1] ?? '');
    } else if (keyword === 'CMD') {
      image.cmd = execForm(args);
    } else if (keyword !== 'VOLUME' && keyword !== 'LABEL') {
      throw new Error(`${dockerfile}: cannot simulate ${keyword} in the run stage`);
    }
  }
  if (!image.user || image.user === 'root' || image.user === '0') throw new Error(`${dockerfile}: runs as root`);
  if (!image.health) throw new Error(`${dockerfile}: no HEALTHCHECK`);
  if (!image.cmd) throw new Error(`${dockerfile}: no CMD`);
  if (image.exposed.length === 0) throw new Error(`${dockerfile}: no EXPOSE`);
  // The folders an engine would create are traversable by everyone; mkdtemp's is not.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(imageRoot, 0o755);
  return image;
}

// ---------------------------------------------------------------------------------------------
// Running it

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The image's environment (absolute paths in it moved into the folder) plus the scenario's, and
 * nothing from this shell but PATH.
 * @param {Image} image @param {Record<string, string>} scenario
 */
function environment(image, scenario) {
  const home = path.join(image.dir, 'home', 'node');
  fs.mkdirSync(home, { recursive: true });
  if (runAsImageUser) fs.chownSync(home, IMAGE_UID, IMAGE_UID);
  /** @type {Record<string, string>} */
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home };
  for (const [key, value] of Object.entries({ ...image.env, ...scenario })) {
    env[key] = value.startsWith('/') ? path.join(image.dir, value) : value;
  }
  return env;
}

/**
 * `node` in a CMD is the Node running this check: run it on the images' major to prove them on it
 * (`npx -y -p node@24 node scripts/check-images.mjs`; .ci/run does), the summary names which ran.
 * @param {string[]} command
 */
const resolveCommand = ([program = '', ...args]) =>
  /** @type {[string, string[]]} */ ([program === 'node' ? process.execPath : program, args]);

/**
 * @param {Image} image @param {Record<string, string>} env
 * @returns {{ child: import('node:child_process').ChildProcess, output: () => string, exited: Promise<number | null> }}
 */
function start(image, env) {
  const [program, args] = resolveCommand(image.cmd ?? []);
  const child = spawn(program, args, {
    cwd: path.join(image.dir, image.workdir),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(runAsImageUser ? { uid: IMAGE_UID, gid: IMAGE_UID } : {}),
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Runs the image's HEALTHCHECK command until it passes.
 * @param {Image} image @param {Record<string, string>} env @param {Promise<number | null>} exited
 */
async function waitHealthy(image, env, exited) {
  const [program, args] = resolveCommand(image.health ?? []);
  const started = Date.now();
  let stopped = false;
  exited.then(() => (stopped = true));
  while (Date.now() - started < HEALTH_TIMEOUT_MS) {
    if (stopped) throw new Error('the server exited before it was healthy');
    const code = await new Promise((resolve) => {
      const probe = spawn(program, args, {
        cwd: path.join(image.dir, image.workdir),
        env,
        stdio: 'ignore',
        timeout: 5_000,
        ...(runAsImageUser ? { uid: IMAGE_UID, gid: IMAGE_UID } : {}),
      });
      probe.on('exit', resolve);
      probe.on('error', () => resolve(1));
    });
    if (code === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`HEALTHCHECK did not pass within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** @param {boolean} condition @param {string} message */
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** @param {string} url @param {RequestInit} [init] */
async function get(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

// ---------------------------------------------------------------------------------------------
// What a visitor's browser asks each server

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** @param {string} base @param {string} name */
async function probeRemote(base, name) {
  const manifest = await get(`${base}/mf-manifest.json`, { headers: { origin: 'http://shell.test' } });
  expect(manifest.response.status === 200, `${name}: mf-manifest.json answered ${manifest.response.status}`);
  expect(manifest.response.headers.get('cache-control') === 'no-cache', `${name}: mf-manifest.json is not no-cache`);
  expect(manifest.response.headers.get('access-control-allow-origin') === '*', `${name}: no CORS on the manifest`);
  const parsed = JSON.parse(manifest.body.toString('utf8'));
  const entry = await get(`${base}/${parsed.metaData.remoteEntry.name}`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.response.status === 200, `${name}: remoteEntry.js answered ${entry.response.status}`);
  expect(entry.response.headers.get('cache-control') === 'no-cache', `${name}: remoteEntry.js is not no-cache`);
  expect(entry.response.headers.get('content-encoding') === 'br', `${name}: remoteEntry.js not served pre-compressed`);
  const chunk = parsed.exposes
    .flatMap((/** @type {any} */ expose) => expose.assets.js.sync)
    .find((/** @type {string} */ file) => HASHED.test(file));
  const hashed = await get(`${base}/${chunk}`);
  expect(hashed.response.status === 200, `${name}: ${chunk} answered ${hashed.response.status}`);
  expect(
    hashed.response.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    `${name}: ${chunk} is not immutable`,
  );
  const page = await get(`${base}/`);
  expect(
    page.response.status === 200 && page.body.includes('id="runtime-config"'),
    `${name}: standalone page without its configuration`,
  );
  return `manifest, remoteEntry.js (br) no-cache with CORS; ${chunk} immutable; standalone page with its configuration`;
}

/** @param {string} base @param {Record<string, string>} env */
async function probeShell(base, env) {
  // The first page of a route reads its remote's manifest; the second is sure to carry its hints.
  await get(`${base}/services/cardiology`);
  const page = await get(`${base}/services/cardiology`);
  const html = page.body.toString('utf8');
  expect(page.response.status === 200, `shell: a deep link answered ${page.response.status}`);
  expect(page.response.headers.get('cache-control') === 'no-cache', 'shell: the page is not no-cache');
  expect(
    (page.response.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'"),
    'shell: no CSP',
  );
  expect(page.response.headers.get('cross-origin-opener-policy') === 'same-origin', 'shell: no COOP same-origin');
  expect((page.response.headers.get('permissions-policy') ?? '').includes('camera=()'), 'shell: no Permissions-Policy');
  const config = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(Boolean(config), 'shell: the page has no run-time configuration written in');
  const written = JSON.parse(config?.[1] ?? '{}');
  expect(written.apiUrl === env.API_URL, `shell: apiUrl ${written.apiUrl}, expected ${env.API_URL}`);
  expect(written.remotes.mfe_services === env.MFE_SERVICES_URL, 'shell: the services remote is not the configured one');
  // The services remote's simulated image is running: its entry is hinted from its manifest.
  const entryHint = `<link rel="preload" href="${new URL('remoteEntry.js', env.MFE_SERVICES_URL).href}" as="script">`;
  expect(html.includes(entryHint), "shell: no preload hint for the route owner's remoteEntry.js");
  // The page is minified: attribute values may come without quotes.
  const script = /<script[^>]*\ssrc="?\/([^"\s>]+\.js)/.exec(html)?.[1];
  const hashed = await get(`${base}/${script}`);
  expect(
    hashed.response.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    `shell: ${script} is not immutable`,
  );
  const runtimeConfig = await get(`${base}/runtime-config.json`);
  expect(
    runtimeConfig.response.headers.get('cache-control') === 'no-cache',
    'shell: runtime-config.json is not no-cache',
  );
  return `deep link no-cache with configuration, CSP and the services remote's preload hints; ${script} immutable`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** YYYY-MM-DD, `days` after today in the hospital's time zone. @param {number} days */
function hospitalDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** @param {string} base @param {Record<string, string>} env @param {Image} image */
async function probeApi(base, env, image) {
  const origin = (env.SITE_ORIGINS ?? '').split(',')[0] ?? '';
  const services = await get(`${base}/api/service/service-pages/`, { headers: { origin } });
  expect(services.response.status === 200, `api: services answered ${services.response.status}`);
  expect(
    services.response.headers.get('access-control-allow-origin') === origin,
    'api: the site origin is not allowed',
  );
  const list = JSON.parse(services.body.toString('utf8'));
  expect(Array.isArray(list) && list.length > 0, 'api: no seeded services');
  const banner = await get(`${base}/media/${list[0].service_banner}`);
  expect(banner.response.status === 200, `api: /media/${list[0].service_banner} answered ${banner.response.status}`);

  const tests = JSON.parse((await get(`${base}/api/lab/lab-tests/`)).body.toString('utf8'));
  const form = new FormData();
  const fields = {
    lab: String(tests[0].lab),
    test: String(tests[0].id),
    date: hospitalDay(2),
    age: '54',
    patient_name: 'Image Check',
    email: 'image.check@example.com',
    phone: '9811122233',
    address: 'Sector 15, Faridabad',
    consent: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('prescription', new Blob([PNG], { type: 'image/png' }), 'prescription.png');
  const booked = await fetch(`${base}/api/appointment/labappointment/`, {
    method: 'POST',
    body: form,
    headers: { origin },
  });
  const booking = await booked.json();
  expect(booked.status === 201, `api: a lab booking answered ${booked.status} ${JSON.stringify(booking)}`);
  expect(booked.headers.get('cache-control') === 'no-store', 'api: a booking answer is not no-store');

  // The image sets API_DATA_DIR (/data, moved into the folder by `environment`).
  const data = env.API_DATA_DIR ?? '';
  expect(data.startsWith(image.dir), 'api: API_DATA_DIR is not set by the image');
  const uploads = fs.readdirSync(path.join(data, 'uploads')).filter((name) => name.endsWith('.png'));
  expect(uploads.length === 1, 'api: the prescription is not in the data folder');
  const mode = fs.statSync(path.join(data, 'uploads', uploads[0] ?? '')).mode & 0o777;
  expect(mode === 0o600, `api: the prescription's mode is ${mode.toString(8)}, not 600`);
  // The confirmation e-mail is written as a file (no SMTP_URL) after the commit, off the request.
  const deadline = Date.now() + 10_000;
  /** @type {string[]} */
  let emails = [];
  while (Date.now() < deadline) {
    emails = fs.existsSync(path.join(data, 'outbox')) ? fs.readdirSync(path.join(data, 'outbox')) : [];
    if (emails.some((name) => name.startsWith(booking.reference))) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(
    emails.some((name) => name.startsWith(booking.reference)),
    'api: no confirmation e-mail written',
  );
  return `seeded services with CORS for ${origin}, /media/ served, booking ${booking.reference} with its prescription (0600) and e-mail written in /data`;
}

// ---------------------------------------------------------------------------------------------

/** @param {string} dir */
function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** The one Dockerfile all five images are built from. */
const DOCKERFILE = 'Dockerfile';

/** The remotes' build arguments, as compose.yaml gives them: the package and its serve.mjs's default port. */
const REMOTES = /** @type {const} */ ([
  ['mfe-content', 'CONTENT_PORT', '3001'],
  ['mfe-services', 'SERVICES_PORT', '3002'],
  ['mfe-booking', 'BOOKING_PORT', '3003'],
]);
const SHELL_BUILD = { args: { PACKAGE: 'shell', PORT: '3000' } };
const API_BUILD = { target: 'api' };

async function main() {
  const wanted = process.argv.slice(2);
  const selected = (/** @type {string} */ name) => wanted.length === 0 || wanted.includes(name);
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'check-images-'));
  fs.chmodSync(work, 0o755);
  /** @type {{ name: string, base: string, command: string, files: number, megabytes: string, healthyMs: number, proved: string }[]} */
  const results = [];
  /** @type {(() => Promise<void>)[]} */
  const running = [];

  // Every server on a free port: the site's usual ports may be in use by a developer's npm start.
  /** @type {Record<string, number>} */
  const ports = {};
  for (const name of ['shell', 'mfe-content', 'mfe-services', 'mfe-booking', 'api']) ports[name] = await freePort();
  const browserUrls = {
    API_URL: `http://127.0.0.1:${ports.api}`,
    MFE_CONTENT_URL: `http://127.0.0.1:${ports['mfe-content']}/mf-manifest.json`,
    MFE_SERVICES_URL: `http://127.0.0.1:${ports['mfe-services']}/mf-manifest.json`,
    MFE_BOOKING_URL: `http://127.0.0.1:${ports['mfe-booking']}/mf-manifest.json`,
  };

  /**
   * @param {string} name result label @param {Build} build @param {Record<string, string>} scenario
   * @param {number} port @param {(base: string, env: Record<string, string>, image: Image) => Promise<string>} probe
   * @param {boolean} keepRunning
   */
  const check = async (name, build, scenario, port, probe, keepRunning = false) => {
    const dir = path.join(work, name.replace(/\W+/g, '-'));
    fs.mkdirSync(dir);
    const image = await layOut(DOCKERFILE, build, dir);
    const env = environment(image, scenario);
    const size = folderSize(image.dir);
    const server = start(image, env);
    const stop = async () => {
      server.child.kill('SIGTERM');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const code = await Promise.race([
        server.exited,
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS, 'no exit within 10 s'))),
      ]);
      clearTimeout(timer);
      if (code !== 0) throw new Error(`${name}: SIGTERM did not stop it cleanly (${code})\n${server.output()}`);
    };
    try {
      const healthyMs = await waitHealthy(image, env, server.exited);
      const proved = await probe(`http://127.0.0.1:${port}`, env, image);
      results.push({
        name,
        base: image.base,
        command: `${image.workdir}$ ${(image.cmd ?? []).join(' ')} (user ${image.user})`,
        files: size.files,
        megabytes: (size.bytes / 1e6).toFixed(1),
        healthyMs,
        proved,
      });
    } catch (error) {
      server.child.kill('SIGKILL');
      throw new Error(
        `${name}: ${error instanceof Error ? error.message : error}\n--- its output:\n${server.output()}`,
        { cause: error },
      );
    }
    if (keepRunning) running.push(stop);
    else await stop();
  };

  try {
    for (const [name, portVariable, defaultPort] of REMOTES) {
      if (!selected(name) && !selected('shell')) continue;
      await check(
        name,
        { args: { PACKAGE: name, PORT: defaultPort } },
        { [portVariable]: String(ports[name]), ...browserUrls },
        ports[name] ?? 0,
        (base) => probeRemote(base, name),
        true,
      );
    }
    if (selected('shell')) {
      await check(
        'shell',
        SHELL_BUILD,
        { SHELL_PORT: String(ports.shell), ...browserUrls },
        ports.shell ?? 0,
        probeShell,
      );
    }
    for (const stop of running.splice(0)) await stop();
    if (selected('api')) {
      const apiEnv = {
        API_PORT: String(ports.api),
        SITE_ORIGINS: `http://127.0.0.1:${ports.shell}`,
        SITE_URL: `http://127.0.0.1:${ports.shell}`,
        LOG_LEVEL: 'warn',
      };
      await check('api (embedded database)', API_BUILD, apiEnv, ports.api ?? 0, probeApi);
      if (process.env.DATABASE_URL) {
        await check(
          'api (PostgreSQL)',
          API_BUILD,
          { ...apiEnv, DATABASE_URL: process.env.DATABASE_URL },
          ports.api ?? 0,
          probeApi,
        );
      } else {
        console.info('DATABASE_URL unset: the API image was checked on its embedded database only');
      }
    }
  } finally {
    for (const stop of running) await stop().catch(() => {});
    if (process.env.KEEP_IMAGE_FILES) console.info(`image folders kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }

  for (const result of results) {
    console.info(
      `ok ${result.name}: ${result.files} files, ${result.megabytes} MB on top of ${result.base}; ` +
        `${result.command} healthy after ${result.healthyMs} ms; ${result.proved}`,
    );
  }
  console.info(
    `${results.length} image run stages proven sufficient on Node ${process.version} in ${((Date.now() - began) / 1000).toFixed(1)} s` +
      (runAsImageUser ? ` (servers run as uid ${IMAGE_UID})` : ' (servers run as this user, not uid 1000)'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
