/**
 * docs/api-reference.md's endpoints and shapes are the routes' own schemas: the file fails here when
 * a route, its answers or a shape changed and `npm run docs -w api` was not run.
 */
import { readFile } from 'node:fs/promises';
import { REFERENCE_FILE, renderReference, routesDocument, withGenerated } from '../scripts/api-reference';
import type { ApiDocument } from '../scripts/api-reference';

let document: ApiDocument;

beforeAll(async () => {
  document = await routesDocument();
});

test('docs/api-reference.md is generated from the routes as they are (npm run docs -w api)', async () => {
  const file = await readFile(REFERENCE_FILE, 'utf8');
  expect(file).toBe(withGenerated(file, renderReference(document)));
});
