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
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    transform: { '\\.[cm]?[jt]sx?$': ['babel-jest', babelOptions({ test: true })] },
    // Workspace packages ship TypeScript source; the rest of node_modules is already JavaScript.
    transformIgnorePatterns: ['/node_modules/(?!shared-ui/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.empty-module.cjs'),
      '\\.(svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'jest.file-module.cjs'),
    },
    testEnvironmentOptions: { customExportConditions: [''] },
    clearMocks: true,
  };
};
