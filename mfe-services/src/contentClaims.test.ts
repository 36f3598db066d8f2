import { join } from 'node:path';
import { unsuppliedClaimsIn } from 'tooling/contentClaims';

// The service pages' content comes from the API, whose seed has its own test.
it("mfe-services' own texts (English and Hindi) claim no outcome figure, accreditation or percentage", () => {
  const { scanned, claims } = unsuppliedClaimsIn(__dirname);
  expect(scanned).toContain(join('features', 'service-page', 'servicePageMessages.hi.ts'));
  expect(claims).toEqual([]);
});
