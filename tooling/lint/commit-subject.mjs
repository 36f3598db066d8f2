#!/usr/bin/env node
// @ts-check
/**
 * CONTRIBUTING.md's rule for a commit's subject: at most 72 characters. Checked where commits are
 * made (`.githooks/commit-msg`, which `npm install` makes git use) and in CI (`commit-subject.test.mjs`
 * over the commits since the hook came).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_LIMIT = 72;

/**
 * The subject of a commit message as git will store it: its first line that is neither blank nor a
 * comment (git drops `#` lines from a message it opened in the editor).
 * @param {string} message
 */
export const subjectOf = (message) =>
  message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';

/**
 * What is wrong with a subject, in words for the person committing, or null. Characters, not bytes:
 * a Hindi word counts as it reads.
 * @param {string} subject
 */
export function subjectProblem(subject) {
  const length = [...subject.trimEnd()].length;
  return length > SUBJECT_LIMIT
    ? `the commit's subject has ${length} characters, ${SUBJECT_LIMIT} at most (CONTRIBUTING.md): ` +
        'shorten it and put the rest in the body, after a blank line'
    : null;
}

// As git's commit-msg hook: the message's file is the argument; a non-zero exit stops the commit.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: commit-subject.mjs <commit message file>');
  const problem = subjectProblem(subjectOf(fs.readFileSync(file, 'utf8')));
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  }
}
