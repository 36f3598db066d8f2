module.exports = require('shared-ui/build/jest.cjs')(__dirname);
