// Native ES modules (see the `test` script): file-type and kysely ship ES modules only or first.
module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': 'babel-jest' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Each file boots a database (PGlite takes a few seconds to start under Jest's module loader).
  testTimeout: 60_000,
  // Files share one machine; a handful at once keeps PGlite's memory and PostgreSQL's connections in check.
  maxWorkers: 4,
};
