// Jest only: keeps ES modules (Jest runs them natively) and strips the types. Builds use esbuild.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: '20' }, modules: false }],
    '@babel/preset-typescript',
  ],
};
