import { join } from 'node:path';
import { unsuppliedClaimsIn } from 'tooling/contentClaims';

it("the shell's texts (English and Hindi) claim no outcome figure, accreditation or percentage", () => {
  const { scanned, claims } = unsuppliedClaimsIn(__dirname);
  expect(scanned).toContain(join('features', 'footer', 'footerMessages.hi.ts'));
  expect(claims).toEqual([]);
});
