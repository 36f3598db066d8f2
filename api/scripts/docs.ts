/** `npm run docs -w api`: writes docs/api-reference.md's endpoints and shapes from the routes' schemas. */
import { routesDocument, writeReference } from './api-reference';

await writeReference(await routesDocument());
