const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const template = process.env.API_TEST_TEMPLATE_DIR;
  if (template) rmSync(template, { recursive: true, force: true });
};
