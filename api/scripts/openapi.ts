/**
 * The last step of `npm run build -w api`: dist/openapi.json, the OpenAPI document of the routes as built,
 * for tools that read one (client generators, contract checks). The running API serves the same document at
 * /api/docs/json only outside production, so a deployment's reviewers read it here.
 */
import { writeFile } from 'node:fs/promises';
import { routesDocument } from './api-reference';

const target = process.argv[2] ?? 'dist/openapi.json';
await writeFile(target, `${JSON.stringify(await routesDocument(), null, 2)}\n`);
console.info(`wrote ${target}`);
