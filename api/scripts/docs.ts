/** `npm run docs -w api`: writes docs/api-reference.md's endpoints and shapes from the routes' schemas. */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { apiDocument, writeReference } from './api-reference';

await writeReference(
  await apiDocument((dataDir) => buildApp(loadConfig({ API_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))),
);
