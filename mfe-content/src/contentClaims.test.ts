import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import homeCareHi from './features/home-care/content.hi';
import { homeCareContent } from './features/home-care/content';

/**
 * Issue 17: nothing claimed that is not true. No outcome figure, success rate, accreditation or
 * percentage anywhere in this remote's texts (English and Hindi); the only figures the hospital has
 * supplied live in `hospitalFigures.ts`, the one file left out.
 */
const UNSUPPLIED_CLAIMS = [
  /success rate/i,
  /surviv/i,
  /accuracy/i,
  /benchmark/i,
  /\blevel i{1,3}\b/i,
  /for good/i,
  /guarantee/i,
  /\d+(\.\d+)?\s*%/,
  /सफलता दर|जीवन रक्षा दर|सटीकता/,
];
const HOSPITAL_SUPPLIED = 'hospitalFigures.ts';

/** Every source file a visitor's text can come from: all but tests and the hospital's figures. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== HOSPITAL_SUPPLIED
      ? [path]
      : [];
  });
}

describe("mfe-content's texts", () => {
  const files = sourceFiles(__dirname);

  it('are found (the scan is not empty)', () => {
    expect(files.map((file) => relative(__dirname, file))).toEqual(
      expect.arrayContaining([join('features', 'emergency', 'content.ts'), join('features', 'home', 'messages.hi.ts')]),
    );
  });

  it('claim no outcome figure, accreditation or percentage the hospital has not supplied', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => UNSUPPLIED_CLAIMS.some((claim) => claim.test(line)))
        .map((line) => `${relative(__dirname, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  // The "at a glance" count is true by construction: the length of the list it counts.
  it.each([
    ['English', homeCareContent.en],
    ['Hindi', homeCareHi],
  ])('count the kinds of home care the %s page lists', (_, homeCare) => {
    expect(homeCare.stats[0]?.value).toBe(String(homeCare.services.length));
  });

  // Issue 17: a price has one source, the API's packages; a rupee figure in a text would go stale.
  it('state no price: the packages, programmes and visits are priced by the API alone', () => {
    const topicFiles = files.filter((file) => /features[\\/](health-checkup|diabetes|home-care)[\\/]/.test(file));
    expect(topicFiles.map((file) => relative(__dirname, file))).toContain(
      join('features', 'home-care', 'content.hi.ts'),
    );
    const priced = topicFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /₹\s*\d|\b(Rs\.?|INR)\s*\d|\d+\s*(rupees|रुपये)/i.test(line))
        .map((line) => `${relative(__dirname, file)}: ${line.trim()}`),
    );
    expect(priced).toEqual([]);
  });
});
