import { join, relative } from 'node:path';
import { linesClaiming, textSourceFiles, unsuppliedClaimsIn } from 'tooling/contentClaims';
import homeCareHi from './features/home-care/content.hi';
import { homeCareContent } from './features/home-care/content';

/**
 * Issue 17: nothing claimed that is not true, in this remote's texts (English and Hindi); the only
 * figures the hospital has supplied live in `hospitalFigures.ts`, the one file left out.
 */
const HOSPITAL_SUPPLIED = 'hospitalFigures.ts';

describe("mfe-content's texts", () => {
  const files = textSourceFiles(__dirname, [HOSPITAL_SUPPLIED]);

  it('claim no outcome figure, accreditation or percentage the hospital has not supplied', () => {
    const { scanned, claims } = unsuppliedClaimsIn(__dirname, [HOSPITAL_SUPPLIED]);
    expect(scanned).toContain(join('features', 'home', 'messages.hi.ts'));
    expect(claims).toEqual([]);
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
    expect(linesClaiming(topicFiles, __dirname, [/₹\s*\d|\b(Rs\.?|INR)\s*\d|\d+\s*(rupees|रुपये)/i])).toEqual([]);
  });
});
