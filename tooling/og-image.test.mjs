// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageFile, renderOgImage, writeOgImages } from './og-image.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's header chunk, which must come first. @param {Buffer} png */
function ihdrSize(png) {
  assert.equal(png.toString('latin1', 12, 16), 'IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGBA pixels of the band where titles are drawn (below the hospital's name). @param {Buffer} png */
async function titlePixels(png) {
  const canvas = createCanvas(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);
  const context = canvas.getContext('2d');
  context.drawImage(await loadImage(png), 0, 0);
  return context.getImageData(0, 176, OG_IMAGE_WIDTH, 300).data;
}

/** How many pixels differ from the ground (the top-left pixel's colour). @param {Uint8ClampedArray} pixels */
function inkedPixels(pixels) {
  let inked = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (pixels[index] !== pixels[0] || pixels[index + 1] !== pixels[1] || pixels[index + 2] !== pixels[2]) inked += 1;
  }
  return inked;
}

test('an image is a 1200×630 PNG', async () => {
  const png = await renderOgImage({ title: 'Cardiology', subtitle: 'Heart care', lang: 'en' });
  assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
  assert.deepEqual(ihdrSize(png), { width: 1200, height: 630 });
});

test('a Hindi title is drawn, not left blank, and not drawn as the English one', async () => {
  const english = await titlePixels(await renderOgImage({ title: 'Heart care', lang: 'en' }));
  const hindi = await titlePixels(await renderOgImage({ title: 'हृदय रोग विभाग', lang: 'hi' }));
  assert.ok(inkedPixels(hindi) > 2_000, 'the Hindi title left the title area blank');
  assert.notDeepEqual(hindi, english);
});

test('a title too long for three lines ends in an ellipsis inside the image', async () => {
  const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
  const png = await renderOgImage({ title, lang: 'en' });
  const canvas = createCanvas(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT);
  const context = canvas.getContext('2d');
  context.drawImage(await loadImage(png), 0, 0);
  // The right margin stays clear: no line ran past the text column.
  assert.equal(inkedPixels(context.getImageData(OG_IMAGE_WIDTH - 60, 176, 60, 400).data), 0);
});

test("names each page's image file from its path and language", () => {
  assert.equal(ogImageFile('/', 'en'), 'og/home.png');
  assert.equal(ogImageFile('/about', 'en'), 'og/about.png');
  assert.equal(ogImageFile('/services/cardiology', 'hi'), 'og/hi-services-cardiology.png');
});

test("writes the site default and every page's image", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-image-'));
  try {
    const written = await writeOgImages(dir, [{ path: '/about', lang: 'en', title: 'About Us' }]);
    assert.deepEqual(
      written.map(({ file }) => file),
      ['og/og-default.png', 'og/about.png'],
    );
    for (const { file, bytes } of written) {
      const png = fs.readFileSync(path.join(dir, file));
      assert.equal(png.length, bytes);
      assert.deepEqual(ihdrSize(png), { width: 1200, height: 630 });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a remote's build writes its pages' images only: the site default is the shell's", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-image-'));
  try {
    const written = await writeOgImages(dir, [{ path: '/faq', lang: 'hi', title: 'सवाल' }], {
      withSiteDefault: false,
    });
    assert.deepEqual(
      written.map(({ file }) => file),
      ['og/hi-faq.png'],
    );
    assert.deepEqual(fs.readdirSync(path.join(dir, 'og')), ['hi-faq.png']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
