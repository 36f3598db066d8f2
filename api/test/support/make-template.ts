/**
 * Creates, migrates and seeds an embedded database in `<dir>/db` (argument), for the test files to
 * copy: starting PGlite on a new directory runs initdb in WebAssembly, many seconds each time,
 * while opening a copy takes well under one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createDatabase } from '../../src/db';

const dir = process.argv[2];
if (!dir) throw new Error('usage: make-template.ts <directory>');

const quiet = (): void => {};
const log = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
};
const db = await createDatabase({ databaseUrl: null, dataDir: dir }, {
  ...log,
  child: () => log,
} as unknown as FastifyBaseLogger);
await db.destroy();
