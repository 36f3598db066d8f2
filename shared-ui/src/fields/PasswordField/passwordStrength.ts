import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn with the common and breached passwords list (the API checks the same kind of list): in a
 * chunk of its own, loaded by PasswordField on the first focus or keystroke, never with a page.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** 0 (guessed at once) … 4 (very hard to guess); the site's own words say it on the page. */
export function passwordScore(password: string, userInputs: readonly string[] = []): StrengthScore {
  return zxcvbn.check(password, [...userInputs]).score;
}
