import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Round-the-clock hours, in English and Hindi. */
const ROUND_THE_CLOCK = String.raw`24\s*x\s*7|round the clock|around the clock|any hour|365 days|चौबीसों घंटे|24 घंटे|किसी भी समय`;
const CATH_LAB = 'cath lab|कैथ लैब';

/**
 * Hours of the cath lab, in one clause: neither the spec nor the hospital says when it is open or
 * staffed, so every page says only that its team is called in when needed (issue 44, finding 9).
 */
export const CATH_LAB_HOURS: readonly RegExp[] = [
  new RegExp(`(${CATH_LAB})[^.;।]*(${ROUND_THE_CLOCK})`, 'i'),
  new RegExp(`(${ROUND_THE_CLOCK})[^.;।]*(${CATH_LAB})`, 'i'),
];

/**
 * Claims a patient must never read unless the hospital has supplied them: outcome figures, success
 * or survival rates, accuracy, benchmarks, trauma levels, guarantees, case counts, accreditations,
 * percentages and the cath lab's hours, in English and in Hindi.
 */
export const UNSUPPLIED_CLAIMS: readonly RegExp[] = [
  /success rate/i,
  /surviv/i,
  /accuracy/i,
  /benchmark/i,
  /\blevel i{1,3}\b/i,
  /for good/i,
  /guarantee/i,
  /cases treated/i,
  /accredit/i,
  /\d+(\.\d+)?\s*%/,
  /सफलता दर|जीवन रक्षा दर|सटीकता|मान्यता प्राप्त/,
  ...CATH_LAB_HOURS,
];

/** Every source file under `folder` a visitor's text can come from: all but tests and `leaveOut`. */
export function textSourceFiles(folder: string, leaveOut: readonly string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return textSourceFiles(path, leaveOut);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !leaveOut.includes(entry.name)
      ? [path]
      : [];
  });
}

/** The lines of `files` that match one of `claims`, each as `path (from root): line`. */
export function linesClaiming(files: readonly string[], root: string, claims = UNSUPPLIED_CLAIMS): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => claims.some((claim) => claim.test(line)))
      .map((line) => `${relative(root, file)}: ${line.trim()}`),
  );
}

/**
 * The texts under `folder` (tests and `leaveOut` aside), by path from it, and their lines that make
 * a claim of `UNSUPPLIED_CLAIMS`.
 */
export function unsuppliedClaimsIn(folder: string, leaveOut: readonly string[] = []) {
  const files = textSourceFiles(folder, leaveOut);
  return { scanned: files.map((file) => relative(folder, file)), claims: linesClaiming(files, folder) };
}
