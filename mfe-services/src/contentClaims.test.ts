import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 17: nothing claimed that is not true. This remote's own texts (English and Hindi) name no
 * success rate, survival, accuracy, benchmark, US trauma level, guarantee or percentage; the
 * service pages' content comes from the API, whose seed has its own test.
 */
const UNSUPPLIED_CLAIMS = [
  /success rate/i,
  /surviv/i,
  /accuracy/i,
  /benchmark/i,
  /\blevel i{1,3}\b/i,
  /for good/i,
  /guarantee/i,
  /cases treated/i,
  /\d+(\.\d+)?\s*%/,
  /सफलता दर|सटीकता/,
];

/** Every source file a visitor's text can come from: all but tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("mfe-services' texts", () => {
  const files = sourceFiles(__dirname);

  it('are found (the scan is not empty)', () => {
    expect(files.map((file) => relative(__dirname, file))).toEqual(
      expect.arrayContaining([join('features', 'service-page', 'servicePageMessages.hi.ts')]),
    );
  });

  it('claim no outcome figure, accreditation or percentage', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => UNSUPPLIED_CLAIMS.some((claim) => claim.test(line)))
        .map((line) => `${relative(__dirname, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
