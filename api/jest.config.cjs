// Native ES modules (see the `test` script): file-type and kysely ship ES modules only or first.
module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.[jt]s$': 'babel-jest' },
  // @fastify/static (CommonJS) requires content-disposition, which is ES-only: Node 20 loads that
  // through require(esm), Jest's module loader does not, so it is compiled for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?content-disposition/)'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // test/postgres/ proves what only a PostgreSQL server can show (several API instances on one
  // database); `npm run test:postgres` sets DATABASE_URL and runs it with everything else.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : ['<rootDir>/test/postgres/'])],
  // A migrated, seeded embedded database made once and copied by each file: a new PGlite directory
  // costs an initdb in WebAssembly, many seconds on a busy machine.
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  // Each file boots a database (PGlite takes a few seconds to start under Jest's module loader).
  testTimeout: 60_000,
  // Files share one machine; a handful at once keeps PGlite's memory and PostgreSQL's connections in check.
  maxWorkers: 4,
};
