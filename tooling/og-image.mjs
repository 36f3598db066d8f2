#!/usr/bin/env node
// @ts-check
/**
 * Open Graph images (1200×630 PNG) made at build, one per page: the hospital's mark and name, the
 * page's title large, a subtitle, in the brand colours. Drawn with @napi-rs/canvas (Skia with
 * HarfBuzz shaping, a prebuilt binary in its npm package: no system libraries or fonts) in Noto Sans
 * Devanagari, the shell's own font package, whose Latin and Devanagari faces serve one family, so a
 * Hindi title renders shaped (conjuncts, matras) on any machine. resvg was tried first: its shaper
 * dropped the consonant after a vowel sign (रोग drawn as रो).
 *
 * The prerender step calls `writeOgImages` with its pages; `node tooling/og-image.mjs <dir>` writes
 * the site default alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { build } from 'esbuild';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** The site default image's file name, beside the pages' images. */
export const OG_DEFAULT_FILE = 'og-default.png';

/** @typedef {'en' | 'hi'} Language */
/** @typedef {{ title: string, subtitle?: string, lang: Language }} OgImageContent */
/** @typedef {{ path: string, lang: Language, title: string, subtitle?: string }} OgImagePage */

const FONT_FAMILY = 'Noto Sans Devanagari';
/** The faces drawn: Latin (digits, punctuation, English) and Devanagari, regular and bold. */
const FONT_FILES = ['latin', 'latin-ext', 'devanagari'].flatMap((subset) =>
  [400, 700].map((weight) => `noto-sans-devanagari-${subset}-${weight}-normal.woff2`),
);

let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  const files = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('@fontsource/noto-sans-devanagari/package.json'))),
    'files',
  );
  for (const file of FONT_FILES) {
    if (!GlobalFonts.registerFromPath(path.join(files, file), FONT_FAMILY)) {
      throw new Error(`Open Graph images: could not load the font ${file}`);
    }
  }
  fontsRegistered = true;
}

/** @type {Promise<{ name: string, address: string }> | undefined} */
let hospitalFacts;

/** The hospital's facts from contract (TypeScript, which Node cannot import as it is): one source of truth. */
function readHospitalFacts() {
  hospitalFacts ??= build({
    entryPoints: [fileURLToPath(import.meta.resolve('contract/hospital'))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  }).then(async (result) => {
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild produced nothing for contract/hospital');
    const module = await import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
    return { name: String(module.HOSPITAL.name), address: String(module.HOSPITAL.address) };
  });
  return hospitalFacts;
}

/** @type {Record<'navy' | 'primary' | 'mark' | 'onDark' | 'onDarkMuted', string> | undefined} */
let colors;

/** The brand colours, read from shared-ui's tokens: the one place they are written. */
function brandColors() {
  if (colors) return colors;
  const css = fs.readFileSync(fileURLToPath(import.meta.resolve('shared-ui/tokens.css')), 'utf8');
  /** @param {string} name */
  const token = (name) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`shared-ui's tokens.css has no --color-${name} hex colour`);
    return value;
  };
  colors = {
    navy: token('navy'),
    primary: token('primary'),
    mark: token('brand-mark'),
    onDark: token('on-dark'),
    onDarkMuted: token('on-dark-muted'),
  };
  return colors;
}

const MARGIN = 80;
const TEXT_WIDTH = OG_IMAGE_WIDTH - MARGIN * 2;
/** Title sizes tried largest first: the largest at which the title fits in three lines wins. */
const TITLE_SIZES = [72, 64, 56, 48];
const TITLE_MAX_LINES = 3;
const SUBTITLE_SIZE = 32;
const SUBTITLE_MAX_LINES = 2;
const SUBTITLE_GAP = 24;
/** Below the mark and name, above the band at the foot. */
const TEXT_AREA = { top: 176, bottom: 590 };
/** Devanagari's matras reach above and below the line: its lines stand further apart. */
const LINE_HEIGHT = { en: 1.2, hi: 1.35 };

/** @param {number} size @param {number} weight */
const font = (size, weight) => `${weight} ${size}px '${FONT_FAMILY}'`;

/**
 * The text in lines no wider than the text column, words kept whole, at most `maxLines` (the last
 * ending in "…" when the text is longer); `fits` is false when that cut was needed or a word alone is
 * too wide.
 * @param {import('@napi-rs/canvas').SKRSContext2D} context with its font set
 * @param {string} text
 * @param {number} maxLines
 */
function wrapLines(context, text, maxLines) {
  const fitsWidth = (/** @type {string} */ line) => context.measureText(line).width <= TEXT_WIDTH;
  const words = text.trim().split(/\s+/);
  /** @type {string[]} */
  const lines = [];
  let fits = true;
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fitsWidth(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    if (!fitsWidth(word)) fits = false;
  }
  if (lines.length <= maxLines) return { lines, fits };
  const kept = lines.slice(0, maxLines);
  let last = kept.pop() ?? '';
  while (last.includes(' ') && !fitsWidth(`${last}…`)) last = last.replace(/\s+\S+$/, '');
  return { lines: [...kept, `${last}…`], fits: false };
}

/**
 * Where the text goes: the title at the largest size that fits, the subtitle wrapped below it.
 * @param {import('@napi-rs/canvas').SKRSContext2D} context
 * @param {OgImageContent} content
 */
function layOut(context, { title, subtitle }) {
  let titleLayout = { size: 0, lines: /** @type {string[]} */ ([]) };
  for (const size of TITLE_SIZES) {
    context.font = font(size, 700);
    const { lines, fits } = wrapLines(context, title, TITLE_MAX_LINES);
    titleLayout = { size, lines };
    if (fits) break;
  }
  context.font = font(SUBTITLE_SIZE, 400);
  const subtitleLines = subtitle ? wrapLines(context, subtitle, SUBTITLE_MAX_LINES).lines : [];
  return { title: titleLayout, subtitleLines };
}

/**
 * One page's Open Graph image: navy ground, the mark and the hospital's name at the top, the title
 * large in white, the subtitle muted, a teal band at the foot.
 * @param {OgImageContent} content
 * @returns {Promise<Buffer>}
 */
export async function renderOgImage(content) {
  registerFonts();
  const hospital = await readHospitalFacts();
  const palette = brandColors();
  const canvas = createCanvas(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = palette.navy;
  context.fillRect(0, 0, OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);
  context.fillStyle = palette.primary;
  context.fillRect(0, OG_IMAGE_HEIGHT - 24, OG_IMAGE_WIDTH, 24);

  // The mark as the header draws it on navy (HospitalMark, onDark): a white tile, the orange cross.
  context.save();
  context.translate(MARGIN, 64);
  context.scale(2, 2);
  context.fillStyle = palette.onDark;
  context.beginPath();
  context.roundRect(0, 0, 40, 40, 10);
  context.fill();
  context.fillStyle = palette.mark;
  context.fillRect(8, 16, 24, 8);
  context.fillRect(16, 8, 8, 24);
  context.restore();

  context.textBaseline = 'alphabetic';
  context.fillStyle = palette.onDark;
  // The site default's title is the name itself: not twice.
  if (content.title !== hospital.name) {
    context.font = font(36, 700);
    context.fillText(hospital.name, MARGIN + 104, 124);
  }

  // The title and subtitle as one block, centred between the header and the band.
  const layout = layOut(context, content);
  const titleLineHeight = Math.round(layout.title.size * LINE_HEIGHT[content.lang]);
  const subtitleLineHeight = Math.round(SUBTITLE_SIZE * LINE_HEIGHT[content.lang]);
  const subtitleGap = layout.subtitleLines.length > 0 ? SUBTITLE_GAP : 0;
  const blockHeight =
    layout.title.lines.length * titleLineHeight + subtitleGap + layout.subtitleLines.length * subtitleLineHeight;
  const blockTop = TEXT_AREA.top + Math.max(0, (TEXT_AREA.bottom - TEXT_AREA.top - blockHeight) / 2);
  context.textBaseline = 'top';
  context.font = font(layout.title.size, 700);
  layout.title.lines.forEach((line, index) => context.fillText(line, MARGIN, blockTop + index * titleLineHeight));

  context.fillStyle = palette.onDarkMuted;
  context.font = font(SUBTITLE_SIZE, 400);
  const subtitleTop = blockTop + layout.title.lines.length * titleLineHeight + subtitleGap;
  layout.subtitleLines.forEach((line, index) =>
    context.fillText(line, MARGIN, subtitleTop + index * subtitleLineHeight),
  );
  return canvas.encode('png');
}

/** The site default image: the hospital's name as the title and its address, for a page with none of its own. */
export async function renderDefaultOgImage() {
  const hospital = await readHospitalFacts();
  return renderOgImage({ title: hospital.name, subtitle: hospital.address, lang: 'en' });
}

/**
 * A page's image file, relative to `dist/pages/`: `og/about.png`, `og/home.png` for `/`,
 * `og/services-cardiology.png`, and `og/hi-…` for a Hindi page.
 * @param {string} pagePath the page's path, `/services/cardiology`
 * @param {Language} lang
 */
export function ogImageFile(pagePath, lang) {
  const slug = pagePath.split('/').filter(Boolean).join('-') || 'home';
  return `og/${lang === 'en' ? '' : `${lang}-`}${slug}.png`;
}

/**
 * Writes each page's image into `pagesDir` (`dist/pages`) at `ogImageFile`, and, unless told not to
 * (a remote's build: the default is the shell's), the site default at `og/og-default.png`; answers
 * each file with the time its drawing took.
 * @param {string} pagesDir
 * @param {readonly OgImagePage[]} pages
 * @param {{ withSiteDefault?: boolean }} [options]
 * @returns {Promise<{ file: string, bytes: number, ms: number }[]>}
 */
export async function writeOgImages(pagesDir, pages, { withSiteDefault = true } = {}) {
  fs.mkdirSync(path.join(pagesDir, 'og'), { recursive: true });
  /** @type {{ file: string, bytes: number, ms: number }[]} */
  const written = [];
  /** @param {string} file @param {() => Promise<Buffer>} draw */
  const write = async (file, draw) => {
    const started = performance.now();
    const png = await draw();
    const ms = performance.now() - started;
    fs.writeFileSync(path.join(pagesDir, file), png);
    written.push({ file, bytes: png.length, ms });
  };
  if (withSiteDefault) await write(`og/${OG_DEFAULT_FILE}`, renderDefaultOgImage);
  for (const page of pages) {
    await write(ogImageFile(page.path, page.lang), () =>
      renderOgImage({ title: page.title, subtitle: page.subtitle, lang: page.lang }),
    );
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [pagesDir] = process.argv.slice(2);
  if (!pagesDir) {
    console.error('usage: node tooling/og-image.mjs <dist/pages folder>  (writes og/og-default.png in it)');
    process.exit(2);
  }
  for (const { file, bytes, ms } of await writeOgImages(pagesDir, [])) {
    console.info(`${file}: ${bytes} bytes in ${Math.round(ms)} ms`);
  }
}
