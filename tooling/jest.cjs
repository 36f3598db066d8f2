// @ts-check
const path = require('node:path');
const babelOptions = require('./babel.cjs');

/**
 * Jest settings shared by the front-end packages: jsdom, Testing Library matchers, CSS modules as
 * class-name proxies, files as their names, TypeScript through Babel.
 * @param {string} packageDir
 * @returns {import('jest').Config}
 */
module.exports = function jestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    transform: { '\\.[cm]?[jt]sx?$': ['babel-jest', babelOptions({ test: true })] },
    // Workspace packages ship TypeScript source, and MSW's dependencies below ship only ES modules.
    transformIgnorePatterns: [
      '/node_modules/(?!(shared-ui|contract|@open-draft|headers-polyfill|rettime|until-async|tough-cookie|set-cookie-parser)/).+\\.c?js$',
    ],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.empty-module.cjs'),
      '\\.(svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'jest.file-module.cjs'),
    },
    clearMocks: true,
    // Above Testing Library's wait (jest.setup.ts), so a slow wait fails as itself, not as a timeout.
    testTimeout: 15_000,
  };
};
