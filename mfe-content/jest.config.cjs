// @ts-check
const base = require('tooling/jest.cjs')(__dirname);

/**
 * The shared settings, plus the gallery's lightbox (which ships only ES modules) and the about
 * page's video address (import.meta, which CommonJS lacks).
 */
module.exports = {
  ...base,
  moduleNameMapper: {
    '/video/tourVideo$': '<rootDir>/src/features/about/video/tourVideo.jest.cjs',
    ...base.moduleNameMapper,
  },
  transformIgnorePatterns: (base.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.replace('(?!(shared-ui|', '(?!(shared-ui|yet-another-react-lightbox|'),
  ),
};
