// @ts-check
const base = require('tooling/jest.cjs')(__dirname);

/** The shared settings, plus the gallery's lightbox, which ships only ES modules. */
module.exports = {
  ...base,
  transformIgnorePatterns: (base.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.replace('(?!(shared-ui|', '(?!(shared-ui|yet-another-react-lightbox|'),
  ),
};
