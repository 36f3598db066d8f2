// One migrated and seeded embedded database for the whole run, copied by each test file
// (helpers.ts createStore); with DATABASE_URL set each file creates its own database instead.
const { spawnSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const template = mkdtempSync(join(tmpdir(), 'hospital-api-template-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/make-template.ts', template], {
    cwd: join(__dirname, '..', '..'),
    env: { PATH: process.env.PATH },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the template database could not be created');
  process.env.API_TEST_TEMPLATE_DIR = template;
};
