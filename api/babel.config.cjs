// Jest only (builds use esbuild): strips the types. Modules stay ES modules where Jest loads them as
// such and become CommonJS where a CommonJS package requires an ES-only one (babel-jest tells
// preset-env which, through `modules: 'auto'`).
module.exports = {
  presets: [['@babel/preset-env', { targets: { node: '20' } }], '@babel/preset-typescript'],
};
