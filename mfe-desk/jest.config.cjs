module.exports = require('tooling/jest.cjs')(__dirname);
