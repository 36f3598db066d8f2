// @ts-check
/**
 * The READMEs stay what a newcomer reads (what it is, the two commands, the layout, where to read
 * more): the root's at most 8 KB, each package's at most 6 KB. The mechanisms live in docs/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOT_LIMIT = 8 * 1024;
const PACKAGE_LIMIT = 6 * 1024;

/** @type {{ workspaces: string[] }} */
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

const sizeOf = (/** @type {string} */ relative) => fs.statSync(path.join(repoRoot, relative)).size;

test(`the root README is at most ${ROOT_LIMIT} bytes`, () => {
  assert.ok(sizeOf('README.md') <= ROOT_LIMIT, `README.md is ${sizeOf('README.md')} bytes: move the how into docs/`);
});

test(`every package's README is at most ${PACKAGE_LIMIT} bytes`, () => {
  const over = rootPackage.workspaces
    .map((workspace) => path.join(workspace, 'README.md'))
    .filter((readme) => fs.existsSync(path.join(repoRoot, readme)) && sizeOf(readme) > PACKAGE_LIMIT)
    .map((readme) => `${readme}: ${sizeOf(readme)} bytes`);
  assert.deepEqual(over, [], 'over the limit: move the how into docs/');
});
