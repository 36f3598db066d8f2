// @ts-check
/**
 * The subject rule itself, and CI's check of it over the branch: every commit since the commit-msg
 * hook came (`.githooks/commit-msg`) has a subject of at most 72 characters. Older history is left
 * as it is (about 180 of its subjects are longer); the hook's first commit is the documented base.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SUBJECT_LIMIT, subjectOf, subjectProblem } from './commit-subject.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOOK = '.githooks/commit-msg';

const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

test('a subject of 72 characters passes, 73 is refused with its length', () => {
  assert.equal(subjectProblem('a'.repeat(SUBJECT_LIMIT)), null);
  assert.match(subjectProblem('a'.repeat(SUBJECT_LIMIT + 1)) ?? '', /has 73 characters, 72 at most/);
});

test('characters are counted, not bytes: a Hindi subject of 72 characters passes', () => {
  const hindi = 'फ़रीदाबाद '.repeat(7).slice(0, SUBJECT_LIMIT);
  assert.ok(Buffer.byteLength(hindi) > SUBJECT_LIMIT);
  assert.equal(subjectProblem(hindi), null);
});

test("the subject is the message's first line that is not blank or a comment", () => {
  assert.equal(subjectOf('\n# Please enter the commit message\napi: the subject\n\nthe body'), 'api: the subject');
});

/** The hook's exit status for a message. */
const hookStatusFor = (/** @type {string} */ message) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
  fs.writeFileSync(file, message);
  try {
    execFileSync(path.join(repoRoot, HOOK), [file], { cwd: repoRoot, stdio: 'pipe' });
    return 0;
  } catch (error) {
    return /** @type {{ status: number }} */ (error).status;
  }
};

test('the hook refuses a long subject and lets a short one through', () => {
  assert.equal(hookStatusFor('tooling: a short subject\n\nwhy'), 0);
  assert.equal(hookStatusFor(`${'x'.repeat(80)}\n`), 1);
});

test('every commit since the hook came has a subject of at most 72 characters', (t) => {
  let base;
  try {
    base = git('log', '--diff-filter=A', '--format=%H', '--', HOOK).split('\n').at(-1);
  } catch {
    return t.skip('not a git checkout');
  }
  if (!base) return t.skip(`${HOOK} is not committed yet`);
  // A shallow clone may not have the base's parent: then every commit it has is checked.
  const hasParent = (() => {
    try {
      git('rev-parse', '--verify', '--quiet', `${base}~`);
      return true;
    } catch {
      return false;
    }
  })();
  const long = git('log', '--format=%h %s', hasParent ? `${base}~..HEAD` : 'HEAD')
    .split('\n')
    .filter((line) => subjectProblem(line.slice(line.indexOf(' ') + 1)) !== null);
  assert.deepEqual(long, [], `subjects over ${SUBJECT_LIMIT} characters since ${base.slice(0, 7)}`);
});
